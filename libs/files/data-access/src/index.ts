export {
  uploadFile,
  uploaderFor,
  UploadError,
  type UploadedFile,
  type UploadOptions,
} from './upload-file.ts';
export { openStoredFile } from './open-file.ts';
