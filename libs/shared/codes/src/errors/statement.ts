// Error and success codes of the statement domain (issue #15, /account); each has a message in
// libs/shared/i18n/src/messages/domains/statement.ts. Ids start with the domain: 'statement.xxx'.
export const STATEMENT_ERROR_CODES = {
  statementNotFound: 'statement.notFound',
  /** 409: this action is not possible in the statement's current status. */
  statementWrongStatus: 'statement.wrongStatus',
  statementBadCursor: 'statement.badCursor',
  /** 422: nothing to state for this supplier, currency and period (no open line, no invoice). */
  statementNothingToState: 'statement.nothingToState',
  /** 422: a confirmed statement with nothing outstanding cannot be paid. */
  statementNothingToPay: 'statement.nothingToPay',
  // Field codes (data.fields[].code).
  statementVendorUnknown: 'statement.vendorUnknown',
  /** The period ends before it starts, or spans more than a year. */
  statementPeriodInvalid: 'statement.periodInvalid',
  /** Merge pay apply: the statements belong to several suppliers or currencies. */
  statementMixed: 'statement.mixed',
  exportListStatements: 'export.list.statements',
  // Statement data rules (/setting/statementData).
  statementRuleNotFound: 'statement.ruleNotFound',
  /** Field: not a buyer employee of this enterprise. */
  statementRuleEmployeeUnknown: 'statement.ruleEmployeeUnknown',
  /** Field: the employee already has a rule (one rule per employee: edit it). */
  statementRuleEmployeeTaken: 'statement.ruleEmployeeTaken',
  /** Field: a restricted rule names at least one supplier or legal entity. */
  statementRuleScopeRequired: 'statement.ruleScopeRequired',
  statementRuleLegalEntityUnknown: 'statement.ruleLegalEntityUnknown',
  exportListReconciliation: 'export.list.reconciliation',
} as const;

export const STATEMENT_SUCCESS_MESSAGES = {
  statementCreated: 'statement.created',
  statementSent: 'statement.sent',
  statementConfirmed: 'statement.confirmed',
  statementDisputed: 'statement.disputed',
  statementReopened: 'statement.reopened',
  statementClosed: 'statement.closedMsg',
  statementDeleted: 'statement.deleted',
  statementPayApplied: 'statement.payApplied',
  statementMessagePosted: 'statement.messagePosted',
  statementRuleSaved: 'statement.ruleSaved',
  statementRuleDeleted: 'statement.ruleDeleted',
} as const;
