export { MonitoringListPage as Component } from '@procure/risk-feature-monitoring';
