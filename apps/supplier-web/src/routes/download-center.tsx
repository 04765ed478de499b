export { DownloadCenterPage as Component } from '@procure/export-feature-download-center';
