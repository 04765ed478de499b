/**
 * The code tables of DOMAIN.md §2 in ONE module: each code set maps a named key to its wire code, the
 * Lingui descriptor of its label (English source, Chinese in the web catalog) and the colour palette a
 * badge uses. Screens and queries use `CODES.order.cancelled.code`, never a literal number.
 */

/** A Lingui message descriptor with an explicit id (kept structural: this library has no Lingui dependency). */
export type CodeLabel = { readonly id: string; readonly message: string };

/** Chakra colour palettes a status may use: grey = not started, blue/purple = in progress, green = done. */
export type StatusPalette = 'gray' | 'blue' | 'purple' | 'teal' | 'orange' | 'green' | 'red' | 'yellow';

export type CodeEntry = { readonly code: number; readonly label: CodeLabel; readonly palette: StatusPalette };

// The `/*i18n*/` marks let `lingui extract` collect the labels into the web catalog.
export const CODES = {
  application: {
    draft: { code: 1, label: /*i18n*/ { id: 'code.application.1', message: 'Draft' }, palette: 'gray' },
    approving: {
      code: 2,
      label: /*i18n*/ { id: 'code.application.2', message: 'Approving' },
      palette: 'blue',
    },
    approved: {
      code: 3,
      label: /*i18n*/ { id: 'code.application.3', message: 'Approved' },
      palette: 'green',
    },
    cancelled: {
      code: 4,
      label: /*i18n*/ { id: 'code.application.4', message: 'Cancelled' },
      palette: 'gray',
    },
    returned: {
      code: 11,
      label: /*i18n*/ { id: 'code.application.11', message: 'Returned' },
      palette: 'red',
    },
  },
  /**
   * Receipt (issue #14): the same numbers as CODES.application (2 approving, 3 approved, 11 returned),
   * labelled for goods: 3 means received and counted on the order-line ledger.
   */
  receipt: {
    approving: {
      code: 2,
      label: /*i18n*/ { id: 'code.receipt.2', message: 'Awaiting approval' },
      palette: 'blue',
    },
    received: { code: 3, label: /*i18n*/ { id: 'code.receipt.3', message: 'Received' }, palette: 'green' },
    cancelled: {
      code: 4,
      label: /*i18n*/ { id: 'code.receipt.4', message: 'Cancelled' },
      palette: 'gray',
    },
    returned: {
      code: 11,
      label: /*i18n*/ { id: 'code.receipt.11', message: 'Returned by approval' },
      palette: 'red',
    },
  },
  order: {
    awaitingConfirm: {
      code: 1,
      label: /*i18n*/ { id: 'code.order.1', message: 'Awaiting supplier confirmation' },
      palette: 'orange',
    },
    awaitingReceipt: {
      code: 2,
      label: /*i18n*/ { id: 'code.order.2', message: 'Awaiting receipt' },
      palette: 'blue',
    },
    partlyReceived: {
      code: 3,
      label: /*i18n*/ { id: 'code.order.3', message: 'Partly received' },
      palette: 'teal',
    },
    received: {
      code: 4,
      label: /*i18n*/ { id: 'code.order.4', message: 'Receipt complete' },
      palette: 'green',
    },
    cancelRequested: {
      code: 5,
      label: /*i18n*/ { id: 'code.order.5', message: 'Cancellation requested' },
      palette: 'yellow',
    },
    awaitingShipment: {
      code: 6,
      label: /*i18n*/ { id: 'code.order.6', message: 'Awaiting shipment' },
      palette: 'purple',
    },
    cancelled: { code: 9, label: /*i18n*/ { id: 'code.order.9', message: 'Cancelled' }, palette: 'gray' },
    returned: {
      code: 11,
      label: /*i18n*/ { id: 'code.order.11', message: 'Refused by supplier' },
      palette: 'red',
    },
  },
  paymentRequest: {
    draft: { code: 1, label: /*i18n*/ { id: 'code.paymentRequest.1', message: 'Draft' }, palette: 'gray' },
    approving: {
      code: 2,
      label: /*i18n*/ { id: 'code.paymentRequest.2', message: 'Approving' },
      palette: 'blue',
    },
    approved: {
      code: 3,
      label: /*i18n*/ { id: 'code.paymentRequest.3', message: 'Approved' },
      palette: 'teal',
    },
    paid: { code: 4, label: /*i18n*/ { id: 'code.paymentRequest.4', message: 'Paid' }, palette: 'green' },
    returned: {
      code: 5,
      label: /*i18n*/ { id: 'code.paymentRequest.5', message: 'Returned' },
      palette: 'red',
    },
    cancelled: {
      code: 6,
      label: /*i18n*/ { id: 'code.paymentRequest.6', message: 'Cancelled' },
      palette: 'gray',
    },
  },
  return: {
    toConfirm: {
      code: 1,
      label: /*i18n*/ { id: 'code.return.1', message: 'Awaiting supplier confirmation' },
      palette: 'orange',
    },
    returned: {
      code: 2,
      label: /*i18n*/ { id: 'code.return.2', message: 'Goods returned' },
      palette: 'teal',
    },
    completed: { code: 3, label: /*i18n*/ { id: 'code.return.3', message: 'Completed' }, palette: 'green' },
    draft: { code: 4, label: /*i18n*/ { id: 'code.return.4', message: 'Draft' }, palette: 'gray' },
    approving: { code: 5, label: /*i18n*/ { id: 'code.return.5', message: 'Approving' }, palette: 'blue' },
    approved: { code: 6, label: /*i18n*/ { id: 'code.return.6', message: 'Approved' }, palette: 'purple' },
    rejected: { code: 7, label: /*i18n*/ { id: 'code.return.7', message: 'Rejected' }, palette: 'red' },
  },
  /** Statements of account (issue #15, /account): buyer draft → sent → supplier confirms or disputes → closed. */
  statement: {
    draft: { code: 1, label: /*i18n*/ { id: 'code.statement.1', message: 'Draft' }, palette: 'gray' },
    sent: {
      code: 2,
      label: /*i18n*/ { id: 'code.statement.2', message: 'Sent to supplier' },
      palette: 'blue',
    },
    confirmed: {
      code: 3,
      label: /*i18n*/ { id: 'code.statement.3', message: 'Confirmed' },
      palette: 'teal',
    },
    disputed: {
      code: 4,
      label: /*i18n*/ { id: 'code.statement.4', message: 'Disputed' },
      palette: 'red',
    },
    closed: { code: 5, label: /*i18n*/ { id: 'code.statement.5', message: 'Closed' }, palette: 'green' },
  },
  invoice: {
    toInvoice: { code: 1, label: /*i18n*/ { id: 'code.invoice.1', message: 'To invoice' }, palette: 'gray' },
    underReview: {
      code: 2,
      label: /*i18n*/ { id: 'code.invoice.2', message: 'Under review' },
      palette: 'blue',
    },
    invoiced: { code: 3, label: /*i18n*/ { id: 'code.invoice.3', message: 'Invoiced' }, palette: 'green' },
    returned: { code: 4, label: /*i18n*/ { id: 'code.invoice.4', message: 'Returned' }, palette: 'red' },
    voided: { code: 5, label: /*i18n*/ { id: 'code.invoice.5', message: 'Voided' }, palette: 'gray' },
  },
  /** The buyer's invoice request to a supplier (issue #15, /assetsManagement). */
  invoiceRequest: {
    submitted: {
      code: 1,
      label: /*i18n*/ { id: 'code.invoiceRequest.1', message: 'Sent' },
      palette: 'blue',
    },
    acknowledged: {
      code: 2,
      label: /*i18n*/ { id: 'code.invoiceRequest.2', message: 'Acknowledged' },
      palette: 'teal',
    },
    invoiced: {
      code: 3,
      label: /*i18n*/ { id: 'code.invoiceRequest.3', message: 'Invoiced' },
      palette: 'green',
    },
    cancelled: {
      code: 4,
      label: /*i18n*/ { id: 'code.invoiceRequest.4', message: 'Cancelled' },
      palette: 'gray',
    },
  },
  simpleApproval: {
    draft: { code: 1, label: /*i18n*/ { id: 'code.simpleApproval.1', message: 'Draft' }, palette: 'gray' },
    pending: {
      code: 2,
      label: /*i18n*/ { id: 'code.simpleApproval.2', message: 'Pending approval' },
      palette: 'blue',
    },
    approved: {
      code: 3,
      label: /*i18n*/ { id: 'code.simpleApproval.3', message: 'Approved' },
      palette: 'green',
    },
    returned: {
      code: 4,
      label: /*i18n*/ { id: 'code.simpleApproval.4', message: 'Returned' },
      palette: 'red',
    },
  },
  budgetCheck: {
    passed: {
      code: 1,
      label: /*i18n*/ { id: 'code.budgetCheck.1', message: 'Within budget' },
      palette: 'green',
    },
    overBudget: {
      code: 2,
      label: /*i18n*/ { id: 'code.budgetCheck.2', message: 'Over budget' },
      palette: 'red',
    },
    // Any other value: no budget (see FALLBACKS).
    none: { code: 0, label: /*i18n*/ { id: 'code.budgetCheck.0', message: 'No budget' }, palette: 'gray' },
  },
  paymentType: {
    direct: {
      code: 0,
      label: /*i18n*/ { id: 'code.paymentType.0', message: 'Direct payment' },
      palette: 'gray',
    },
    order: { code: 1, label: /*i18n*/ { id: 'code.paymentType.1', message: 'PO payment' }, palette: 'blue' },
    advance: { code: 2, label: /*i18n*/ { id: 'code.paymentType.2', message: 'Advance' }, palette: 'purple' },
  },
  paymentMethod: {
    bankTransfer: {
      code: 0,
      label: /*i18n*/ { id: 'code.paymentMethod.0', message: 'Online bank transfer' },
      palette: 'blue',
    },
    cheque: { code: 2, label: /*i18n*/ { id: 'code.paymentMethod.2', message: 'Cheque' }, palette: 'gray' },
    offsetLoan: {
      code: 3,
      label: /*i18n*/ { id: 'code.paymentMethod.3', message: 'Offset against loan' },
      palette: 'teal',
    },
    foreignExchange: {
      code: 6,
      label: /*i18n*/ { id: 'code.paymentMethod.6', message: 'Foreign exchange' },
      palette: 'purple',
    },
  },
  capexExpense: {
    capex: { code: 1, label: /*i18n*/ { id: 'code.capexExpense.1', message: 'Capex' }, palette: 'purple' },
    expense: { code: 2, label: /*i18n*/ { id: 'code.capexExpense.2', message: 'Expense' }, palette: 'teal' },
  },
  goodsService: {
    goods: { code: 1, label: /*i18n*/ { id: 'code.goodsService.1', message: 'Goods' }, palette: 'blue' },
    service: { code: 2, label: /*i18n*/ { id: 'code.goodsService.2', message: 'Service' }, palette: 'teal' },
  },
  purpose: {
    work: { code: 1, label: /*i18n*/ { id: 'code.purpose.1', message: 'Work' }, palette: 'gray' },
    employeeIncentive: {
      code: 2,
      label: /*i18n*/ { id: 'code.purpose.2', message: 'Employee incentive' },
      palette: 'blue',
    },
    customerIncentive: {
      code: 3,
      label: /*i18n*/ { id: 'code.purpose.3', message: 'Customer incentive' },
      palette: 'purple',
    },
  },
  purchaseType: {
    ordinary: {
      code: 1,
      label: /*i18n*/ { id: 'code.purchaseType.1', message: 'Ordinary' },
      palette: 'gray',
    },
    directShipping: {
      code: 2,
      label: /*i18n*/ { id: 'code.purchaseType.2', message: 'Direct shipping' },
      palette: 'blue',
    },
    fixedAsset: {
      code: 3,
      label: /*i18n*/ { id: 'code.purchaseType.3', message: 'Fixed asset' },
      palette: 'purple',
    },
    outsourced: {
      code: 4,
      label: /*i18n*/ { id: 'code.purchaseType.4', message: 'Outsourced' },
      palette: 'teal',
    },
  },
  creationSource: {
    manual: { code: 1, label: /*i18n*/ { id: 'code.creationSource.1', message: 'Manual' }, palette: 'gray' },
    sourcingAward: {
      code: 2,
      label: /*i18n*/ { id: 'code.creationSource.2', message: 'Sourcing award' },
      palette: 'blue',
    },
    contractSigning: {
      code: 3,
      label: /*i18n*/ { id: 'code.creationSource.3', message: 'Contract signing' },
      palette: 'purple',
    },
  },
  supplierStatus: {
    potential: {
      code: 1,
      label: /*i18n*/ { id: 'code.supplierStatus.1', message: 'Potential' },
      palette: 'gray',
    },
    onboarding: {
      code: 2,
      label: /*i18n*/ { id: 'code.supplierStatus.2', message: 'Onboarding' },
      palette: 'blue',
    },
    qualified: {
      code: 3,
      label: /*i18n*/ { id: 'code.supplierStatus.3', message: 'Qualified' },
      palette: 'green',
    },
    frozen: {
      code: 4,
      label: /*i18n*/ { id: 'code.supplierStatus.4', message: 'Frozen' },
      palette: 'orange',
    },
    eliminated: {
      code: 5,
      label: /*i18n*/ { id: 'code.supplierStatus.5', message: 'Eliminated' },
      palette: 'red',
    },
  },
  performancePlan: {
    draft: { code: 1, label: /*i18n*/ { id: 'code.performancePlan.1', message: 'Draft' }, palette: 'gray' },
    approving: {
      code: 2,
      label: /*i18n*/ { id: 'code.performancePlan.2', message: 'Approving' },
      palette: 'blue',
    },
    evaluating: {
      code: 3,
      label: /*i18n*/ { id: 'code.performancePlan.3', message: 'In evaluation' },
      palette: 'purple',
    },
    evaluated: {
      code: 4,
      label: /*i18n*/ { id: 'code.performancePlan.4', message: 'Results under approval' },
      palette: 'teal',
    },
    published: {
      code: 5,
      label: /*i18n*/ { id: 'code.performancePlan.5', message: 'Published' },
      palette: 'green',
    },
    cancelled: {
      code: 6,
      label: /*i18n*/ { id: 'code.performancePlan.6', message: 'Cancelled' },
      palette: 'gray',
    },
  },
  appraisal: {
    toScore: { code: 1, label: /*i18n*/ { id: 'code.appraisal.1', message: 'To score' }, palette: 'orange' },
    scored: { code: 2, label: /*i18n*/ { id: 'code.appraisal.2', message: 'Scored' }, palette: 'blue' },
    submitted: {
      code: 3,
      label: /*i18n*/ { id: 'code.appraisal.3', message: 'Submitted' },
      palette: 'green',
    },
  },
  /** A requested grade change of a performance result (issue #17). */
  gradeAdjustment: {
    approving: {
      code: 1,
      label: /*i18n*/ { id: 'code.gradeAdjustment.1', message: 'Approving' },
      palette: 'blue',
    },
    approved: {
      code: 2,
      label: /*i18n*/ { id: 'code.gradeAdjustment.2', message: 'Approved' },
      palette: 'green',
    },
    rejected: {
      code: 3,
      label: /*i18n*/ { id: 'code.gradeAdjustment.3', message: 'Rejected' },
      palette: 'red',
    },
  },
  enabled: {
    disabled: { code: 0, label: /*i18n*/ { id: 'code.enabled.0', message: 'Disabled' }, palette: 'gray' },
    enabled: { code: 1, label: /*i18n*/ { id: 'code.enabled.1', message: 'Enabled' }, palette: 'green' },
  },
  historyAction: {
    create: { code: 1, label: /*i18n*/ { id: 'code.historyAction.1', message: 'Created' }, palette: 'gray' },
    submit: {
      code: 2,
      label: /*i18n*/ { id: 'code.historyAction.2', message: 'Submitted' },
      palette: 'blue',
    },
    approve: {
      code: 3,
      label: /*i18n*/ { id: 'code.historyAction.3', message: 'Approved' },
      palette: 'green',
    },
    reject: { code: 4, label: /*i18n*/ { id: 'code.historyAction.4', message: 'Rejected' }, palette: 'red' },
    recall: {
      code: 5,
      label: /*i18n*/ { id: 'code.historyAction.5', message: 'Recalled' },
      palette: 'orange',
    },
    forward: {
      code: 6,
      label: /*i18n*/ { id: 'code.historyAction.6', message: 'Forwarded' },
      palette: 'purple',
    },
    transfer: {
      code: 7,
      label: /*i18n*/ { id: 'code.historyAction.7', message: 'Transferred' },
      palette: 'purple',
    },
    confirm: {
      code: 8,
      label: /*i18n*/ { id: 'code.historyAction.8', message: 'Confirmed' },
      palette: 'teal',
    },
    send: { code: 9, label: /*i18n*/ { id: 'code.historyAction.9', message: 'Sent' }, palette: 'blue' },
    receive: {
      code: 10,
      label: /*i18n*/ { id: 'code.historyAction.10', message: 'Received' },
      palette: 'teal',
    },
    closeReceipt: {
      code: 11,
      label: /*i18n*/ { id: 'code.historyAction.11', message: 'Receipt closed' },
      palette: 'gray',
    },
    return: {
      code: 12,
      label: /*i18n*/ { id: 'code.historyAction.12', message: 'Returned' },
      palette: 'red',
    },
    invoice: {
      code: 13,
      label: /*i18n*/ { id: 'code.historyAction.13', message: 'Invoiced' },
      palette: 'blue',
    },
    invoicePass: {
      code: 14,
      label: /*i18n*/ { id: 'code.historyAction.14', message: 'Invoice passed' },
      palette: 'green',
    },
    invoiceFail: {
      code: 15,
      label: /*i18n*/ { id: 'code.historyAction.15', message: 'Invoice failed' },
      palette: 'red',
    },
    pay: { code: 16, label: /*i18n*/ { id: 'code.historyAction.16', message: 'Paid' }, palette: 'green' },
    taxRateChange: {
      code: 17,
      label: /*i18n*/ { id: 'code.historyAction.17', message: 'Tax rate changed' },
      palette: 'orange',
    },
    contractEffective: {
      code: 18,
      label: /*i18n*/ { id: 'code.historyAction.18', message: 'Contract took effect' },
      palette: 'green',
    },
    contractInvalid: {
      code: 19,
      label: /*i18n*/ { id: 'code.historyAction.19', message: 'Contract invalidated' },
      palette: 'red',
    },
    void: { code: 20, label: /*i18n*/ { id: 'code.historyAction.20', message: 'Voided' }, palette: 'gray' },
    cancel: {
      code: 21,
      label: /*i18n*/ { id: 'code.historyAction.21', message: 'Cancelled' },
      palette: 'gray',
    },
    complete: {
      code: 22,
      label: /*i18n*/ { id: 'code.historyAction.22', message: 'Completed' },
      palette: 'green',
    },
    copy: { code: 23, label: /*i18n*/ { id: 'code.historyAction.23', message: 'Copied' }, palette: 'gray' },
    terminate: {
      code: 24,
      label: /*i18n*/ { id: 'code.historyAction.24', message: 'Terminated' },
      palette: 'red',
    },
    /** The approval engine skipped a node that resolved no approver (issue #6, approval). */
    skip: {
      code: 25,
      label: /*i18n*/ { id: 'code.historyAction.25', message: 'Skipped (no approver)' },
      palette: 'gray',
    },
    // Order lifecycle (issue #13).
    refuse: {
      code: 26,
      label: /*i18n*/ { id: 'code.historyAction.26', message: 'Refused' },
      palette: 'red',
    },
    deliver: {
      code: 27,
      label: /*i18n*/ { id: 'code.historyAction.27', message: 'Delivered' },
      palette: 'blue',
    },
    cancelRequest: {
      code: 28,
      label: /*i18n*/ { id: 'code.historyAction.28', message: 'Asked to cancel' },
      palette: 'yellow',
    },
    cancelDecline: {
      code: 29,
      label: /*i18n*/ { id: 'code.historyAction.29', message: 'Cancellation declined' },
      palette: 'orange',
    },
    change: {
      code: 30,
      label: /*i18n*/ { id: 'code.historyAction.30', message: 'Changed (new version)' },
      palette: 'purple',
    },
    modifyProposal: {
      code: 31,
      label: /*i18n*/ { id: 'code.historyAction.31', message: 'Change proposed by supplier' },
      palette: 'purple',
    },
    // Statements of account (issue #15).
    dispute: {
      code: 32,
      label: /*i18n*/ { id: 'code.historyAction.32', message: 'Disputed' },
      palette: 'red',
    },
    close: { code: 33, label: /*i18n*/ { id: 'code.historyAction.33', message: 'Closed' }, palette: 'gray' },
    reopen: {
      code: 34,
      label: /*i18n*/ { id: 'code.historyAction.34', message: 'Reopened' },
      palette: 'orange',
    },
    payApply: {
      code: 35,
      label: /*i18n*/ { id: 'code.historyAction.35', message: 'Payment applied' },
      palette: 'green',
    },
  },
  /** Approvable document types (DOMAIN.md §2 document-type enum; 0 is procurement). */
  documentType: {
    purchaseApply: {
      code: 0,
      label: /*i18n*/ { id: 'code.documentType.0', message: 'Purchase request' },
      palette: 'blue',
    },
    demand: { code: 1, label: /*i18n*/ { id: 'code.documentType.1', message: 'Demand' }, palette: 'blue' },
    paymentApply: {
      code: 2,
      label: /*i18n*/ { id: 'code.documentType.2', message: 'Payment application' },
      palette: 'blue',
    },
    orderChange: {
      code: 3,
      label: /*i18n*/ { id: 'code.documentType.3', message: 'Order change' },
      palette: 'blue',
    },
    return: { code: 4, label: /*i18n*/ { id: 'code.documentType.4', message: 'Return' }, palette: 'blue' },
    sourcingResult: {
      code: 5,
      label: /*i18n*/ { id: 'code.documentType.5', message: 'Sourcing result' },
      palette: 'blue',
    },
    contract: {
      code: 6,
      label: /*i18n*/ { id: 'code.documentType.6', message: 'Contract' },
      palette: 'blue',
    },
    supplierApplication: {
      code: 7,
      label: /*i18n*/ { id: 'code.documentType.7', message: 'Supplier application' },
      palette: 'blue',
    },
    performancePlan: {
      code: 8,
      label: /*i18n*/ { id: 'code.documentType.8', message: 'Performance plan' },
      palette: 'blue',
    },
    invoiceExamination: {
      code: 9,
      label: /*i18n*/ { id: 'code.documentType.9', message: 'Invoice examination' },
      palette: 'blue',
    },
    order: {
      code: 10,
      label: /*i18n*/ { id: 'code.documentType.10', message: 'Purchase order' },
      palette: 'blue',
    },
    receipt: {
      code: 11,
      label: /*i18n*/ { id: 'code.documentType.11', message: 'Receiving application' },
      palette: 'blue',
    },
    statement: {
      code: 12,
      label: /*i18n*/ { id: 'code.documentType.12', message: 'Statement of account' },
      palette: 'blue',
    },
    supplierChange: {
      code: 13,
      label: /*i18n*/ { id: 'code.documentType.13', message: 'Supplier change application' },
      palette: 'blue',
    },
    gradeAdjustment: {
      code: 14,
      label: /*i18n*/ { id: 'code.documentType.14', message: 'Supplier grade adjustment' },
      palette: 'blue',
    },
  },
  /** Approval node modes (DOMAIN.md §5). */
  approvalMode: {
    authorized: {
      code: 1,
      label: /*i18n*/ { id: 'code.approvalMode.1', message: 'Authorized (reporting line)' },
      palette: 'blue',
    },
    countersign: {
      code: 2,
      label: /*i18n*/ { id: 'code.approvalMode.2', message: 'Countersign (all, in order)' },
      palette: 'purple',
    },
    preemptive: {
      code: 3,
      label: /*i18n*/ { id: 'code.approvalMode.3', message: 'Preemptive (any one)' },
      palette: 'teal',
    },
  },
  /** Approver types a flow node resolves its approvers from (spec §4 approval structure). */
  approverType: {
    sourcingManager: {
      code: 1,
      label: /*i18n*/ { id: 'code.approverType.1', message: 'Sourcing manager' },
      palette: 'gray',
    },
    commodityBuyer: {
      code: 2,
      label: /*i18n*/ { id: 'code.approverType.2', message: 'Commodity buyer' },
      palette: 'gray',
    },
    functional: {
      code: 3,
      label: /*i18n*/ { id: 'code.approverType.3', message: 'Functional' },
      palette: 'gray',
    },
    actual: { code: 4, label: /*i18n*/ { id: 'code.approverType.4', message: 'Actual' }, palette: 'gray' },
    budgetController: {
      code: 5,
      label: /*i18n*/ { id: 'code.approverType.5', message: 'Budget controller' },
      palette: 'gray',
    },
    costCentreBudgetController: {
      code: 6,
      label: /*i18n*/ { id: 'code.approverType.6', message: 'Cost-centre budget controller' },
      palette: 'gray',
    },
    productLineBudgetControl: {
      code: 7,
      label: /*i18n*/ { id: 'code.approverType.7', message: 'Product-line budget control' },
      palette: 'gray',
    },
    authorized: {
      code: 8,
      label: /*i18n*/ { id: 'code.approverType.8', message: 'Authorized' },
      palette: 'gray',
    },
    superior: {
      code: 9,
      label: /*i18n*/ { id: 'code.approverType.9', message: 'Superior' },
      palette: 'gray',
    },
    rank: { code: 10, label: /*i18n*/ { id: 'code.approverType.10', message: 'Rank' }, palette: 'gray' },
    admin: { code: 11, label: /*i18n*/ { id: 'code.approverType.11', message: 'Admin' }, palette: 'gray' },
    employee: {
      code: 12,
      label: /*i18n*/ { id: 'code.approverType.12', message: 'Named employee' },
      palette: 'gray',
    },
  },
  /** One-off vendor assessment (issue #17 §5): draft → submitted → void. */
  vendorAssessment: {
    draft: { code: 1, label: /*i18n*/ { id: 'code.vendorAssessment.1', message: 'Draft' }, palette: 'gray' },
    submitted: {
      code: 2,
      label: /*i18n*/ { id: 'code.vendorAssessment.2', message: 'Submitted' },
      palette: 'green',
    },
    void: { code: 3, label: /*i18n*/ { id: 'code.vendorAssessment.3', message: 'Void' }, palette: 'red' },
  },
} as const satisfies Record<string, Record<string, CodeEntry>>;

export type CodeSet = keyof typeof CODES;
export const CODE_SETS = Object.keys(CODES) as CodeSet[];

/** The wire codes of one set, e.g. `CodeOf<'order'>` = 1 | 2 | 3 | 4 | 5 | 6 | 9 | 11. */
export type CodeOf<S extends CodeSet> = (typeof CODES)[S][keyof (typeof CODES)[S]] extends { code: infer C }
  ? C
  : never;

/** Legacy wire values accepted on input and shown as their modern code (DOMAIN.md §2). */
const ALIASES: Partial<Record<CodeSet, Readonly<Record<number, number>>>> = {
  application: { 5: CODES.application.returned.code },
};

/** Sets where an unknown value has a meaning of its own ("anything else: no budget"). */
const FALLBACKS: Partial<Record<CodeSet, CodeEntry>> = {
  budgetCheck: CODES.budgetCheck.none,
};

/** Every entry of a set, in declaration order (for selects and filters). */
export function codeEntries(set: CodeSet): readonly CodeEntry[] {
  return Object.values(CODES[set]) as CodeEntry[];
}

/** The entry of a wire value (aliases resolved, fallback applied); undefined when the value is unknown. */
export function codeEntry(set: CodeSet, value: number | string | null | undefined): CodeEntry | undefined {
  const numeric = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof numeric === 'number' && Number.isInteger(numeric)) {
    const code = ALIASES[set]?.[numeric] ?? numeric;
    const found = codeEntries(set).find((entry) => entry.code === code);
    if (found) return found;
  }
  return FALLBACKS[set];
}
