import { Suspense, lazy, useSyncExternalStore } from 'react';
import { monitoringPackageStore } from './monitoring-package.ts';

const MonitoringPackageHost = lazy(() => import('./monitoring-package-host.tsx'));

/** Loads the modal's code only once a call answered 2001, keeping it out of the entry chunk. */
export function MonitoringPackageSlot() {
  const open = useSyncExternalStore(monitoringPackageStore.subscribe, monitoringPackageStore.isOpen);
  const requested = useRequestedOnce(open);
  return requested ? (
    <Suspense fallback={null}>
      <MonitoringPackageHost />
    </Suspense>
  ) : null;
}

// Once loaded, the host stays mounted so that the closing animation can run.
let everOpened = false;
function useRequestedOnce(open: boolean): boolean {
  if (open) everOpened = true;
  return everOpened;
}
