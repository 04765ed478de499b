import type { DomainMatrix } from '../types.ts';

// Access-matrix entries and owned-object fixtures of the procurement routes (issue #6). See ../entries.ts.
export const procurementMatrix: DomainMatrix = {
  entries: {},
};
