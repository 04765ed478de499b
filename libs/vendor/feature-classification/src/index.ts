export { ClassSettingsPage } from './class-settings-page.tsx';
export { BusinessListPage } from './business-list-page.tsx';
export { businessListFilters, toBusinessQuery } from './business-filters.ts';
