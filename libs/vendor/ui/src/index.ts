// Presentational components of the vendor domain that several features show (the buyer's and the
// supplier's pages, and the copy-to reader's read-only pages, issue #12 §5).
export { ApplicationView } from './application-view.tsx';
export { ChangeDiffTable } from './change-diff-table.tsx';
export { useProfileLabels } from './profile-labels.ts';
export type * from './types.ts';
