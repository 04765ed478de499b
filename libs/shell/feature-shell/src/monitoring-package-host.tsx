import { MonitoringPackageModal } from '@procure/shared-ui';
import { useSyncExternalStore } from 'react';
import { monitoringPackageStore } from './monitoring-package.ts';

/** Rendered once per app (lazily, on the first 2001): the modal the api-client opens. */
export default function MonitoringPackageHost() {
  const open = useSyncExternalStore(monitoringPackageStore.subscribe, monitoringPackageStore.isOpen);
  return (
    <MonitoringPackageModal
      open={open}
      onOpenChange={(next) => (next ? monitoringPackageStore.open() : monitoringPackageStore.close())}
    />
  );
}
