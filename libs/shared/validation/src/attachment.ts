import { z } from 'zod';
import { addFailure, fail } from './text-rule.ts';

export const ATTACHMENT_MAX_MB = 30;
export const ATTACHMENT_MAX_BYTES = ATTACHMENT_MAX_MB * 1024 * 1024;
/** Spec §5; `jpeg` is the same format as `jpg` under its other usual name. */
export const ATTACHMENT_EXTENSIONS = [
  'jpg',
  'jpeg',
  'png',
  'gif',
  'doc',
  'docx',
  'ppt',
  'pptx',
  'xls',
  'xlsx',
  'pdf',
  'txt',
  'rar',
  'zip',
] as const;

export type AttachmentExtension = (typeof ATTACHMENT_EXTENSIONS)[number];

export function attachmentExtension(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? '' : fileName.slice(dot + 1).toLowerCase();
}

const typeError = { error: () => 'validation.invalidType' };

/**
 * A file description `{ name, size, type }` (a browser `File` fits): at most 30 MB and an allowed
 * extension. Failures sit on the object itself (empty path) so that a form shows them on the file
 * field. The server must still check the content (magic bytes): a name proves nothing.
 */
export const attachment = z
  .object(
    {
      name: z.string(typeError),
      size: z.number(typeError).int('validation.invalidType').nonnegative('validation.invalidType'),
      type: z.string(typeError),
    },
    {
      error: (issue) =>
        issue.input === undefined || issue.input === null ? 'validation.required' : 'validation.invalidType',
    },
  )
  .superRefine((file, ctx) => {
    if (file.name === '') return addFailure(ctx, fail('validation.required'));
    if (!(ATTACHMENT_EXTENSIONS as readonly string[]).includes(attachmentExtension(file.name))) {
      return addFailure(ctx, fail('validation.fileType', { types: ATTACHMENT_EXTENSIONS.join(', ') }));
    }
    if (file.size === 0) return addFailure(ctx, fail('validation.fileEmpty'));
    if (file.size > ATTACHMENT_MAX_BYTES) {
      return addFailure(ctx, fail('validation.fileTooLarge', { maxMb: ATTACHMENT_MAX_MB }));
    }
  });

export type Attachment = z.infer<typeof attachment>;
