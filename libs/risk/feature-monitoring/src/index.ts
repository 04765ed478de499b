export { MonitoringListPage } from './monitoring-list-page.tsx';
export { VendorRiskPage } from './vendor-risk-page.tsx';
export { RecordDetailPage } from './record-detail-page.tsx';
export { RiskRecordsPage } from './records-page.tsx';
export { InvokeRecordPage } from './invoke-record-page.tsx';
export { MonitoringSettingsPage } from './settings-page.tsx';
export { VendorRiskPanel } from './vendor-risk-panel.tsx';
