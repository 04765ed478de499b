// The shapes of the order domain's contract (re-exported by contract.ts; the implementation
// imports them from here, so nothing inside the domain imports the contract back).

export type OrderSourceLine = {
  sourceLineId: string;
  vendorId: string;
  goodsId?: string | null;
  productCode: string;
  name: string;
  unit: string;
  quantity: string;
  unitPrice: string;
  taxRate: string;
  amount: string;
  needByDate: string;
};

export type OrdersFromRequestInput = {
  tenantId: string;
  sourceType: 'purchaseApply';
  sourceId: string;
  sourceCode: string;
  buyerId: string;
  legalEntityId: string;
  currency: string;
  receiverName: string;
  receiverPhone: string;
  receivingAddress: string;
  lines: readonly OrderSourceLine[];
};
