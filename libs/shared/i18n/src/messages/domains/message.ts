// Server messages of the message domain (issue #6): errors, success messages and notification texts,
// keyed by their stable code (libs/shared/codes/src/errors/message.ts).
export const messageMessages = {
  'message.notFound': /*i18n*/ {
    id: 'message.notFound',
    message: 'This message does not exist or was deleted',
  },
  'message.markedRead': /*i18n*/ { id: 'message.markedRead', message: 'Marked as read' },
  'message.markedUnread': /*i18n*/ { id: 'message.markedUnread', message: 'Marked as unread' },
  'message.deleted': /*i18n*/ { id: 'message.deleted', message: 'Messages deleted' },
  // Company notices (issue #12 §4).
  'notice.notFound': /*i18n*/ { id: 'notice.notFound', message: 'The notice does not exist' },
  'notice.notDraft': /*i18n*/ {
    id: 'notice.notDraft',
    message: 'Only a draft notice can be changed, published or deleted',
  },
  'notice.notPublished': /*i18n*/ {
    id: 'notice.notPublished',
    message: 'Only a scheduled or published notice can be withdrawn',
  },
  'notice.publishAtPast': /*i18n*/ {
    id: 'notice.publishAtPast',
    message: 'The publish time has passed: choose a later time or clear it to publish now',
  },
  'notice.publishAtTooFar': /*i18n*/ {
    id: 'notice.publishAtTooFar',
    message: 'A notice can be scheduled at most 90 days ahead',
  },
  'notice.exportName': /*i18n*/ { id: 'notice.exportName', message: 'Notices' },
  'notice.audienceAll': /*i18n*/ { id: 'notice.audienceAll', message: 'Everyone' },
  'notice.status.draft': /*i18n*/ { id: 'notice.status.draft', message: 'Draft' },
  'notice.status.scheduled': /*i18n*/ { id: 'notice.status.scheduled', message: 'Scheduled' },
  'notice.status.published': /*i18n*/ { id: 'notice.status.published', message: 'Published' },
  'notice.status.withdrawn': /*i18n*/ { id: 'notice.status.withdrawn', message: 'Withdrawn' },
  'notice.saved': /*i18n*/ { id: 'notice.saved', message: 'Notice saved' },
  'notice.published': /*i18n*/ { id: 'notice.published', message: 'Notice published' },
  'notice.scheduled': /*i18n*/ { id: 'notice.scheduled', message: 'Notice scheduled' },
  'notice.withdrawn': /*i18n*/ { id: 'notice.withdrawn', message: 'Notice withdrawn' },
  'notice.deleted': /*i18n*/ { id: 'notice.deleted', message: 'Notice deleted' },
  // Demo notices (tools/seed/purchasing/message.ts) and the system notice of an operator.
  'message.welcome.title': /*i18n*/ {
    id: 'message.welcome.title',
    message: 'Welcome to the purchasing portal',
  },
  'message.welcome.body': /*i18n*/ {
    id: 'message.welcome.body',
    message:
      'Hello {name}, requests, approvals and orders now live in one place. Your to-do list is on the home page.',
  },
  // The 08:30 daily digest e-mail (issue #12).
  'message.digest.subject': /*i18n*/ {
    id: 'message.digest.subject',
    message: '{count, plural, one {# item needs} other {# items need}} your attention on {day}',
  },
  'message.digest.body': /*i18n*/ {
    id: 'message.digest.body',
    message:
      'Good morning {name}, this is what waits for you in {tenant}:\n\n{list}\n\nYour messages are in the message center ({link}), your to-do list on the home page.',
  },
  'message.digest.more': /*i18n*/ { id: 'message.digest.more', message: '… and {count} more' },
  'message.digest.section.messages': /*i18n*/ {
    id: 'message.digest.section.messages',
    message: 'Unread messages ({count})',
  },
  'message.digest.section.approvals': /*i18n*/ {
    id: 'message.digest.section.approvals',
    message: 'Approvals waiting for you ({count})',
  },
  'message.digest.section.orders': /*i18n*/ {
    id: 'message.digest.section.orders',
    message: 'Your orders that need you ({count})',
  },
  'message.digest.section.certificates': /*i18n*/ {
    id: 'message.digest.section.certificates',
    message: 'Supplier certificates expiring or expired ({count})',
  },
  'message.digest.item.orderRefused': /*i18n*/ {
    id: 'message.digest.item.orderRefused',
    message: '{code}: refused by the supplier',
  },
  'message.digest.item.orderToReceive': /*i18n*/ {
    id: 'message.digest.item.orderToReceive',
    message: '{code}: delivered, waiting for your receipt',
  },
  'message.digest.item.certificateExpiring': /*i18n*/ {
    id: 'message.digest.item.certificateExpiring',
    message: '{vendor}: {certificate} expires on {date}',
  },
  'message.digest.item.certificateExpired': /*i18n*/ {
    id: 'message.digest.item.certificateExpired',
    message: '{vendor}: {certificate} expired on {date}',
  },
  'copyTo.unknownPerson': /*i18n*/ {
    id: 'copyTo.unknownPerson',
    message: 'Choose an active employee of this company',
  },
  'copyTo.tooMany': /*i18n*/ { id: 'copyTo.tooMany', message: 'Copy at most {max} people' },
};
