import type { DomainMatrix } from '../types.ts';

// Access-matrix entries and owned-object fixtures of the catalogue routes (issue #6). See ../entries.ts.
export const catalogueMatrix: DomainMatrix = {
  entries: {},
};
