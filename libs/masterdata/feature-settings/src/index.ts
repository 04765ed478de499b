export { MasterDataPage } from './master-data-page.tsx';
export { CurrencyListPage } from './currency-list-page.tsx';
export { CurrencyHistoryPage } from './currency-history-page.tsx';
export { ProcurementSettingPage } from './procurement-setting-page.tsx';
export { InvoiceTitlePage } from './invoice-title-page.tsx';
