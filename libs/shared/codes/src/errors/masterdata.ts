// Error and success codes of the masterdata domain (issue #6); each has a message in
// libs/shared/i18n/src/messages/domains/masterdata.ts. Ids start with the domain: 'masterdata.xxx'.
export const MASTERDATA_ERROR_CODES = {
  masterdataCodeTaken: 'masterdata.codeTaken',
  masterdataVendorTaken: 'masterdata.vendorTaken',
  masterdataRateExists: 'masterdata.rateExists',
  masterdataBaseCurrency: 'masterdata.baseCurrency',
  masterdataCategoryHasChildren: 'masterdata.categoryHasChildren',
  masterdataImportInvalid: 'masterdata.importInvalid',
  masterdataImportKind: 'masterdata.importKind',
  masterdataImportFile: 'masterdata.importFile',
  masterdataImportDuplicate: 'masterdata.importDuplicate',
  masterdataImportUnknownRef: 'masterdata.importUnknownRef',
  masterdataInvoiceTitleDisabled: 'masterdata.invoiceTitleDisabled',
  /** Field code on `taxNo`: another invoice title of the tenant has this tax number (409). */
  masterdataTaxNoTaken: 'masterdata.taxNoTaken',
} as const;

export const MASTERDATA_SUCCESS_MESSAGES = {
  masterdataSaved: 'masterdata.saved',
  masterdataDisabled: 'masterdata.disabled',
  masterdataEnabled: 'masterdata.enabled',
  masterdataRateAdded: 'masterdata.rateAdded',
  masterdataSettingSaved: 'masterdata.settingSaved',
  masterdataImported: 'masterdata.imported',
  masterdataDefaultSet: 'masterdata.defaultSet',
} as const;
