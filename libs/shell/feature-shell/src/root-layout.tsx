import { UiProvider } from '@procure/shared-ui';
import { useLayoutEffect } from 'react';
import { Outlet } from 'react-router';
import { MonitoringPackageSlot } from './monitoring-package-slot.tsx';
import { RouteErrorBoundary } from './route-error-boundary.tsx';

/*
 * The root route of every app, loaded lazily: the Chakra system, emotion and the toaster arrive
 * beside the first page's module instead of in the entry chunk (issue #5: entry ≤ 150 KB gzip).
 * The shared site router (`site-router.tsx`) loads them as the root route.
 */
export function RootLayout() {
  useRemoveBootSkeleton();
  return (
    <UiProvider>
      <Outlet />
      <MonitoringPackageSlot />
    </UiProvider>
  );
}

/** Renders in place of RootLayout, so it brings its own provider. */
export function RootErrorBoundary() {
  useRemoveBootSkeleton();
  return (
    <UiProvider>
      <RouteErrorBoundary />
    </UiProvider>
  );
}

/**
 * index.html paints a static picture of the sign-in page before any script runs (tools/vite/
 * login-skeleton.ts). A layout effect removes it before the browser paints the real page, so the
 * two never show together and nothing shifts.
 */
function useRemoveBootSkeleton(): void {
  useLayoutEffect(() => {
    document.getElementById('boot-skeleton')?.remove();
  }, []);
}
