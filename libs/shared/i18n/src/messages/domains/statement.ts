// Server messages of the statement domain (issue #15, /account), keyed by their stable code
// (libs/shared/codes/src/errors/statement.ts).
export const statementMessages = {
  'statement.notFound': /*i18n*/ { id: 'statement.notFound', message: 'This statement does not exist' },
  'statement.wrongStatus': /*i18n*/ {
    id: 'statement.wrongStatus',
    message: 'This action is not possible in the statement’s current status. Refresh the page to see it.',
  },
  'statement.badCursor': /*i18n*/ { id: 'statement.badCursor', message: 'This page link is no longer valid' },
  'statement.nothingToState': /*i18n*/ {
    id: 'statement.nothingToState',
    message:
      'Nothing to put on a statement: this supplier has no received amount left to pay and no invoice in this period that is not on another open statement',
  },
  'statement.nothingToPay': /*i18n*/ {
    id: 'statement.nothingToPay',
    message: 'Nothing is outstanding on these statements: there is nothing to apply for payment',
  },
  'statement.vendorUnknown': /*i18n*/ {
    id: 'statement.vendorUnknown',
    message: 'This supplier does not exist',
  },
  'statement.periodInvalid': /*i18n*/ {
    id: 'statement.periodInvalid',
    message: 'The period must end on or after its start and span at most one year',
  },
  'statement.mixed': /*i18n*/ {
    id: 'statement.mixed',
    message: 'Statements paid together must belong to one supplier and one currency',
  },
  'export.list.statements': /*i18n*/ { id: 'export.list.statements', message: 'Statements' },
  'statement.ruleNotFound': /*i18n*/ {
    id: 'statement.ruleNotFound',
    message: 'This data rule does not exist',
  },
  'statement.ruleEmployeeUnknown': /*i18n*/ {
    id: 'statement.ruleEmployeeUnknown',
    message: 'Choose an employee of your enterprise',
  },
  'statement.ruleEmployeeTaken': /*i18n*/ {
    id: 'statement.ruleEmployeeTaken',
    message: 'This employee already has a statement data rule: edit that one',
  },
  'statement.ruleScopeRequired': /*i18n*/ {
    id: 'statement.ruleScopeRequired',
    message: 'Choose at least one supplier or legal entity, or allow all statements',
  },
  'statement.ruleLegalEntityUnknown': /*i18n*/ {
    id: 'statement.ruleLegalEntityUnknown',
    message: 'One of these legal entities does not exist',
  },
  'statement.ruleSaved': /*i18n*/ { id: 'statement.ruleSaved', message: 'Statement data rule saved' },
  'statement.ruleDeleted': /*i18n*/ { id: 'statement.ruleDeleted', message: 'Statement data rule deleted' },
  'export.list.reconciliation': /*i18n*/ {
    id: 'export.list.reconciliation',
    message: 'Invoice reconciliation',
  },
  'statement.created': /*i18n*/ { id: 'statement.created', message: 'Statement created' },
  'statement.sent': /*i18n*/ { id: 'statement.sent', message: 'Statement sent to the supplier' },
  'statement.confirmed': /*i18n*/ { id: 'statement.confirmed', message: 'Statement confirmed' },
  'statement.disputed': /*i18n*/ { id: 'statement.disputed', message: 'Statement disputed' },
  'statement.reopened': /*i18n*/ {
    id: 'statement.reopened',
    message: 'Statement reopened as a draft with its items recomputed',
  },
  'statement.closedMsg': /*i18n*/ { id: 'statement.closedMsg', message: 'Statement closed' },
  'statement.deleted': /*i18n*/ { id: 'statement.deleted', message: 'Statement deleted' },
  'statement.payApplied': /*i18n*/ {
    id: 'statement.payApplied',
    message: 'Payment application created from the statement',
  },
  'statement.messagePosted': /*i18n*/ { id: 'statement.messagePosted', message: 'Message sent' },
  'statement.event.sent': /*i18n*/ {
    id: 'statement.event.sent',
    message: 'Statement {code} ({from} – {to}) is waiting for your confirmation',
  },
  'statement.event.confirmed': /*i18n*/ {
    id: 'statement.event.confirmed',
    message: 'Statement {code} was confirmed by the supplier',
  },
  'statement.event.disputed': /*i18n*/ {
    id: 'statement.event.disputed',
    message: 'Statement {code} was disputed by the supplier',
  },
  'statement.event.message': /*i18n*/ {
    id: 'statement.event.message',
    message: 'New message on statement {code}',
  },
  'statement.event.body': /*i18n*/ {
    id: 'statement.event.body',
    message: 'Statement {code}, period {from} – {to}. {comment}',
  },
} as const;
