// The root route, loaded lazily: the UI provider (Chakra system, toaster) stays out of the entry chunk.
export { RootErrorBoundary as ErrorBoundary, RootLayout as Component } from '@procure/shell-feature-shell';
