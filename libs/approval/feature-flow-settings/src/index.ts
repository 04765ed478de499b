export { FlowSettingsPage } from './flow-settings-page.tsx';
