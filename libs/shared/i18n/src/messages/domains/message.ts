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
    message: '{count, plural, one {# unread message} other {# unread messages}} on {day}',
  },
  'message.digest.body': /*i18n*/ {
    id: 'message.digest.body',
    message:
      'Good morning {name}, you have {count} unread messages in {tenant}:\n\n{list}\n\nRead them in the message center ({link}).',
  },
  'message.digest.more': /*i18n*/ { id: 'message.digest.more', message: '… and {count} more' },
};
