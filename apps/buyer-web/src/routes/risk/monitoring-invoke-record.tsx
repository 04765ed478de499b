export { InvokeRecordPage as Component } from '@procure/risk-feature-monitoring';
