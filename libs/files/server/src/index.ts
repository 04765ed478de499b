export { filesRoutes, uploadedFileSchema } from './routes.ts';
export { findFileMeta } from './queries.ts';
export { fileUrl, logoUrl } from './urls.ts';
export { files } from './schema.ts';
