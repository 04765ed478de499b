export { filesRoutes, uploadedFileSchema } from './routes.ts';
export * from './contract.ts';
export { files } from './schema.ts';
