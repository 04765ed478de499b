// The finance view of the master-data invoice titles (issue #15): masterdata's page, the same entity.
export { InvoiceTitlePage as Component } from '@procure/masterdata-feature-settings';
