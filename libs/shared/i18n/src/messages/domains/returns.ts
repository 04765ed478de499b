// Server messages of the returns domain (issue #14), keyed by their stable code
// (libs/shared/codes/src/errors/returns.ts).
export const returnMessages = {
  'export.list.returns': /*i18n*/ { id: 'export.list.returns', message: 'Returns' },
  'return.fileUnknown': /*i18n*/ {
    id: 'return.fileUnknown',
    message: 'This attachment does not exist or was not uploaded by you',
  },
  'return.notFound': /*i18n*/ { id: 'return.notFound', message: 'This return does not exist' },
  'return.wrongStatus': /*i18n*/ {
    id: 'return.wrongStatus',
    message: 'This action is not possible in the return’s current status. Refresh the page to see it.',
  },
  'return.orderNotReturnable': /*i18n*/ {
    id: 'return.orderNotReturnable',
    message: 'Nothing can be returned on this order: nothing of it has been received',
  },
  'return.badCursor': /*i18n*/ { id: 'return.badCursor', message: 'This page link is no longer valid' },
  'return.lineUnknown': /*i18n*/ { id: 'return.lineUnknown', message: 'This line is not on the order' },
  'return.lineDuplicate': /*i18n*/ {
    id: 'return.lineDuplicate',
    message: 'This order line is already on the return',
  },
  'return.exceedsReturnable': /*i18n*/ {
    id: 'return.exceedsReturnable',
    message: 'At most {max} can be returned: received minus what is already returned',
  },
  'return.saved': /*i18n*/ { id: 'return.saved', message: 'Return saved' },
  'return.submitted': /*i18n*/ { id: 'return.submitted', message: 'Return submitted' },
  'return.deleted': /*i18n*/ { id: 'return.deleted', message: 'Return deleted' },
  'return.repealed': /*i18n*/ { id: 'return.repealed', message: 'Return withdrawn to draft' },
  'return.sent': /*i18n*/ { id: 'return.sent', message: 'Return sent to the supplier' },
  'return.confirmed': /*i18n*/ { id: 'return.confirmed', message: 'Return confirmed' },
  'return.disputed': /*i18n*/ { id: 'return.disputed', message: 'Dispute sent to the buyer' },
  'return.completed': /*i18n*/ { id: 'return.completed', message: 'Return completed' },
  'return.event.sent': /*i18n*/ {
    id: 'return.event.sent',
    message: 'Return {code} of order {orderCode} awaits your confirmation',
  },
  'return.event.confirmed': /*i18n*/ {
    id: 'return.event.confirmed',
    message: 'The supplier took back the goods of return {code}',
  },
  'return.event.disputed': /*i18n*/ {
    id: 'return.event.disputed',
    message: 'The supplier disputes return {code}',
  },
  'return.event.approved': /*i18n*/ {
    id: 'return.event.approved',
    message: 'Return {code} was approved',
  },
  'return.event.rejected': /*i18n*/ {
    id: 'return.event.rejected',
    message: 'Return {code} was rejected',
  },
  'return.event.body': /*i18n*/ {
    id: 'return.event.body',
    message: 'Return {code} of order {orderCode}. {comment}',
  },
};
