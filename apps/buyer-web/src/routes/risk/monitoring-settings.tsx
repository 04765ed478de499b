export { MonitoringSettingsPage as Component } from '@procure/risk-feature-monitoring';
