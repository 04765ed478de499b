export { DownloadCenterPage } from './download-center-page.tsx';
