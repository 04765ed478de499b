// Error and success codes of the returns domain (issue #14); each has a message in
// libs/shared/i18n/src/messages/domains/returns.ts. Ids start with the domain: 'return.xxx'.
export const RETURN_ERROR_CODES = {
  returnNotFound: 'return.notFound',
  /** 409: this action is not possible in the return's current status. */
  returnWrongStatus: 'return.wrongStatus',
  /** 409: the order has nothing received yet (or is cancelled / refused). */
  returnOrderNotReturnable: 'return.orderNotReturnable',
  returnBadCursor: 'return.badCursor',
  // Export file names.
  exportListReturns: 'export.list.returns',
  // Field codes (data.fields[].code).
  returnLineUnknown: 'return.lineUnknown',
  returnLineDuplicate: 'return.lineDuplicate',
  /** More than received − already returned on the line ({max}). */
  returnExceedsReturnable: 'return.exceedsReturnable',
  returnFileUnknown: 'return.fileUnknown',
} as const;

export const RETURN_SUCCESS_MESSAGES = {
  returnSaved: 'return.saved',
  returnSubmitted: 'return.submitted',
  returnDeleted: 'return.deleted',
  returnRepealed: 'return.repealed',
  returnSent: 'return.sent',
  returnConfirmed: 'return.confirmed',
  returnDisputed: 'return.disputed',
  returnCompleted: 'return.completed',
  // Message-center texts (postMessages titleCode/bodyCode).
  returnEventBody: 'return.event.body',
} as const;
