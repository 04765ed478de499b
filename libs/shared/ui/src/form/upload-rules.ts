import { uploadTypeOf } from '@procure/shared-codes';
import type { UploadContentKind } from '@procure/shared-codes';
import { ATTACHMENT_MAX_BYTES, ATTACHMENT_MAX_MB, attachmentExtension } from '@procure/shared-validation';

// The file-name extensions of each content kind the server sniffs (spec §5 attachment types).
const EXTENSIONS: Record<UploadContentKind, readonly string[]> = {
  image: ['jpg', 'jpeg', 'png', 'gif'],
  pdf: ['pdf'],
  office: ['doc', 'docx', 'ppt', 'pptx', 'xls', 'xlsx', 'txt'],
  zip: ['zip', 'rar'],
};

/** The extensions an upload type code takes (unknown codes: none, so nothing can be sent). */
export function allowedExtensions(typeCode: number): readonly string[] {
  const type = uploadTypeOf(typeCode);
  return type ? type.accept.flatMap((kind) => EXTENSIONS[kind]) : [];
}

/** The validation code (+ params) a file fails before it is sent, or null when it may go. */
export function checkUploadFile(
  file: { name: string; size: number },
  typeCode: number,
): { code: string; params?: Record<string, string | number> } | null {
  const allowed = allowedExtensions(typeCode);
  if (!allowed.includes(attachmentExtension(file.name))) {
    return { code: 'validation.fileType', params: { types: allowed.join(', ') } };
  }
  if (file.size === 0) return { code: 'validation.fileEmpty' };
  if (file.size > ATTACHMENT_MAX_BYTES)
    return { code: 'validation.fileTooLarge', params: { maxMb: ATTACHMENT_MAX_MB } };
  return null;
}

export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
