import type { DomainMatrix } from '../types.ts';

// Access-matrix entries and owned-object fixtures of the message routes (issue #6). See ../entries.ts.
export const messageMatrix: DomainMatrix = {
  entries: {},
};
