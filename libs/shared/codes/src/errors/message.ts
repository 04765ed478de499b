// Error and success codes of the message domain (issue #6); each has a message in
// libs/shared/i18n/src/messages/domains/message.ts. Ids start with the domain: 'message.xxx'.
// Keys carry the domain too: ERROR_CODES / SUCCESS_MESSAGES spread every domain's object into one.
export const MESSAGE_ERROR_CODES = {
  /** An unknown, deleted or someone else's message (the same answer for all three). */
  messageNotFound: 'message.notFound',
  /** The 08:30 daily digest e-mail (issue #12). */
  messageDigestSubject: 'message.digest.subject',
  messageDigestBody: 'message.digest.body',
  messageDigestMore: 'message.digest.more',
  /** The digest's section headings and the items other domains list in it. */
  messageDigestSectionMessages: 'message.digest.section.messages',
  messageDigestSectionApprovals: 'message.digest.section.approvals',
  messageDigestSectionOrders: 'message.digest.section.orders',
  messageDigestSectionCertificates: 'message.digest.section.certificates',
  messageDigestItemOrderRefused: 'message.digest.item.orderRefused',
  messageDigestItemOrderToReceive: 'message.digest.item.orderToReceive',
  messageDigestItemCertificateExpiring: 'message.digest.item.certificateExpiring',
  messageDigestItemCertificateExpired: 'message.digest.item.certificateExpired',
  /** Company notices (issue #12 §4). */
  noticeNotFound: 'notice.notFound',
  noticeNotDraft: 'notice.notDraft',
  noticeNotPublished: 'notice.notPublished',
  noticePublishAtPast: 'notice.publishAtPast',
  noticePublishAtTooFar: 'notice.publishAtTooFar',
  noticeExportName: 'notice.exportName',
  noticeAudienceAll: 'notice.audienceAll',
  noticeStatusDraft: 'notice.status.draft',
  noticeStatusScheduled: 'notice.status.scheduled',
  noticeStatusPublished: 'notice.status.published',
  noticeStatusWithdrawn: 'notice.status.withdrawn',
  /** Copy-to (cc, issue #12 §5): a named person is not an active buyer employee of the tenant. */
  copyToUnknownPerson: 'copyTo.unknownPerson',
  copyToTooMany: 'copyTo.tooMany',
} as const;

export const MESSAGE_SUCCESS_MESSAGES = {
  messageMarkedRead: 'message.markedRead',
  messageMarkedUnread: 'message.markedUnread',
  messageDeleted: 'message.deleted',
  noticeSaved: 'notice.saved',
  noticePublished: 'notice.published',
  noticeScheduled: 'notice.scheduled',
  noticeWithdrawn: 'notice.withdrawn',
  noticeDeleted: 'notice.deleted',
} as const;
