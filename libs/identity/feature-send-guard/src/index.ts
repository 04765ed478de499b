export { SendGuardPage } from './send-guard-page.tsx';
