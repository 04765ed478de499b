import { CurrencyHistoryPage } from '@procure/masterdata-feature-settings';

/** Lazy route module (see ../masterdata-routes.ts). */
export const Component = CurrencyHistoryPage;
