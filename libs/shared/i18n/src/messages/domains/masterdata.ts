// Server messages of the masterdata domain (issue #6): errors, success messages and notification texts,
// keyed by their stable code (libs/shared/codes/src/errors/masterdata.ts).
export const masterdataMessages = {
  'masterdata.codeTaken': /*i18n*/ {
    id: 'masterdata.codeTaken',
    message: 'An item with this code already exists',
  },
  'masterdata.vendorTaken': /*i18n*/ {
    id: 'masterdata.vendorTaken',
    message: 'A supplier with this unified social credit code is already in your supplier list',
  },
  'masterdata.rateExists': /*i18n*/ {
    id: 'masterdata.rateExists',
    message: 'This currency already has a rate for that date. Rates are history and cannot be changed.',
  },
  'masterdata.baseCurrency': /*i18n*/ {
    id: 'masterdata.baseCurrency',
    message: 'The base currency (CNY) always has rate 1 and cannot be disabled or changed',
  },
  'masterdata.categoryHasChildren': /*i18n*/ {
    id: 'masterdata.categoryHasChildren',
    message: 'This category has second-level categories, so it cannot become one itself',
  },
  'masterdata.importInvalid': /*i18n*/ {
    id: 'masterdata.importInvalid',
    message: 'The file has errors; nothing was imported. Correct the rows listed and upload it again.',
  },
  'masterdata.importKind': /*i18n*/ { id: 'masterdata.importKind', message: 'This data cannot be imported' },
  'masterdata.importFile': /*i18n*/ {
    id: 'masterdata.importFile',
    message: 'The file is not an Excel workbook made from the template',
  },
  'masterdata.importDuplicate': /*i18n*/ {
    id: 'masterdata.importDuplicate',
    message: 'This value appears more than once or already exists',
  },
  'masterdata.importUnknownRef': /*i18n*/ {
    id: 'masterdata.importUnknownRef',
    message: 'No item with this code exists',
  },
  'masterdata.invoiceTitleDisabled': /*i18n*/ {
    id: 'masterdata.invoiceTitleDisabled',
    message: 'This invoice title is disabled. Enable it before making it the default.',
  },
  'masterdata.taxNoTaken': /*i18n*/ {
    id: 'masterdata.taxNoTaken',
    message: 'Another invoice title of your company already has this tax number',
  },
  'masterdata.saved': /*i18n*/ { id: 'masterdata.saved', message: 'Saved' },
  'masterdata.disabled': /*i18n*/ { id: 'masterdata.disabled', message: 'Disabled' },
  'masterdata.enabled': /*i18n*/ { id: 'masterdata.enabled', message: 'Enabled' },
  'masterdata.rateAdded': /*i18n*/ { id: 'masterdata.rateAdded', message: 'Exchange rate added' },
  'masterdata.settingSaved': /*i18n*/ {
    id: 'masterdata.settingSaved',
    message: 'Procurement settings saved',
  },
  'masterdata.defaultSet': /*i18n*/ { id: 'masterdata.defaultSet', message: 'Default invoice title set' },
  'masterdata.imported': /*i18n*/ { id: 'masterdata.imported', message: '{count} rows imported' },
};
