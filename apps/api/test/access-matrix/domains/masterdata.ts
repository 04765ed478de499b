import type { DomainMatrix } from '../types.ts';

// Access-matrix entries and owned-object fixtures of the masterdata routes (issue #6). See ../entries.ts.
export const masterdataMatrix: DomainMatrix = {
  entries: {},
};
