// The shapes the invoice components show (structurally the API's; kept here so that this ui library
// depends on no data-access library).

export type HoldReasonView = { code: string; message: string };
export type InvoiceLineView = {
  id: string;
  lineNo: number;
  orderCode: string;
  receiptCode: string | null;
  productCode: string;
  name: string;
  unit: string;
  quantity: string;
  unitPrice: string;
  amount: string;
  match: {
    orderedQty: string;
    orderUnitPrice: string;
    netReceivedQty: string;
    previouslyInvoicedQty: string;
    qtyDiff: string;
    priceDiff: string;
    qtyWithin: boolean;
    priceWithin: boolean;
    held: boolean;
    reasons: readonly HoldReasonView[];
  };
};
export type InvoiceHistoryView = {
  id: string;
  action: number;
  actorName: string;
  onBehalfOfName: string | null;
  comment: string | null;
  at: string;
};
export type InvoiceSummaryView = {
  id: string;
  invoiceCode: string;
  invoiceNumber: string;
  invoiceDate: string;
  status: number;
  held: boolean;
  verifyResult: 'passed' | 'failed' | null;
  vendorName: string;
  orderCodes: readonly string[];
  currency: string;
  amountExclTax: string;
  taxAmount: string;
  totalAmount: string;
  reason: string | null;
  holdReasons: readonly string[];
  submittedAt: string;
};
export type InvoiceFactsView = InvoiceSummaryView & {
  checkCode: string;
  sellerTaxNo: string;
  buyerTaxNo: string;
};

/** An invoice request as its list shows it (buyer and supplier portal). */
export type RequestSummaryView = {
  id: string;
  code: string;
  status: number;
  vendorName: string;
  orderCodes: string[];
  titleName: string;
  totalAmount: string;
  requestedByName: string;
  createdAt: string;
};

/** An invoice request's detail: what to invoice, to which title, sent where. */
export type RequestDetailView = RequestSummaryView & {
  titleTaxNo: string;
  titleBank: string;
  titleAddress: string;
  receiverName: string;
  receiverPhone: string;
  receiverAddress: string;
  remark: string;
  invoiceNumber: string | null;
  lines: {
    id: string;
    orderCode: string;
    productCode: string;
    name: string;
    unit: string;
    quantity: string;
    unitPrice: string;
    taxRate: string;
    amount: string;
  }[];
};
