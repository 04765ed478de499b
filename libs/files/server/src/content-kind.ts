import { fileTypeFromBuffer } from 'file-type';
import type { UploadContentKind } from '@procure/shared-codes';

/** What the bytes say a file is (never the name or the client's header), mapped to an upload content kind. */
export type SniffedFile = { kind: UploadContentKind; mime: string };

// Sniffed extension → kind. `cfb` is the container of legacy .doc/.xls/.ppt. SVG is text (it can carry
// script), so it is never sniffed as an image and is refused; executables have no kind and are refused.
const KINDS: Record<string, UploadContentKind> = {
  png: 'image',
  jpg: 'image',
  gif: 'image',
  webp: 'image',
  bmp: 'image',
  pdf: 'pdf',
  docx: 'office',
  xlsx: 'office',
  pptx: 'office',
  cfb: 'office',
  odt: 'office',
  ods: 'office',
  odp: 'office',
  zip: 'zip',
};

export async function sniffFile(bytes: Uint8Array): Promise<SniffedFile | undefined> {
  const found = await fileTypeFromBuffer(bytes);
  const kind = found ? KINDS[found.ext] : undefined;
  return found && kind ? { kind, mime: found.mime } : undefined;
}
