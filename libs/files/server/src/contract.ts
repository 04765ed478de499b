// The files domain's contract with the other domains' server code. Every function runs inside the
// caller's tenant transaction (row-level security already scoped); the `files` table stays private.

/** Metadata of one file (no bytes), e.g. "is this the tenant's logo file". */
export { findFileMeta } from './queries.ts';
/** Batch look-ups for documents that attach files: names for a detail page, existence by upload type. */
export { fileNamesByIds, fileIdsOfType } from './queries.ts';
/** One file's bytes of a given upload type (e.g. the invoice OCR reads type 41). */
export { findFileContent } from './queries.ts';
export { fileUrl, logoUrl } from './urls.ts';
