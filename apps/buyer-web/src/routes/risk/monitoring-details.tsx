export { RecordDetailPage as Component } from '@procure/risk-feature-monitoring';
