export { RiskRecordsPage as Component } from '@procure/risk-feature-monitoring';
