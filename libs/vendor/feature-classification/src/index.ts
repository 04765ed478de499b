export { ClassSettingsPage } from './class-settings-page.tsx';
