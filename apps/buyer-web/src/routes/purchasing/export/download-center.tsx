import { DownloadCenterPage } from '@procure/export-feature-download-center';

export function Component() {
  return <DownloadCenterPage />;
}
