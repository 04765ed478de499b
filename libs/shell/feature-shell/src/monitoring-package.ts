/** Whether the monitoring package modal (business code 2001) is open: a tiny store outside React. */
let open = false;
const listeners = new Set<() => void>();

export const monitoringPackageStore = {
  open(): void {
    if (open) return; // several calls failing at once show one modal
    open = true;
    listeners.forEach((l) => l());
  },
  close(): void {
    if (!open) return;
    open = false;
    listeners.forEach((l) => l());
  },
  isOpen: (): boolean => open,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
