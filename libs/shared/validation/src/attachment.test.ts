import { describe, expect, it } from 'vitest';
import {
  ATTACHMENT_EXTENSIONS,
  ATTACHMENT_MAX_BYTES,
  attachment,
  attachmentExtension,
} from './attachment.ts';
import { outcome, withParams, type Case } from './test-utils.ts';

const file = (name: string, size = 1024, type = '') => ({ name, size, type });
const tooLarge = withParams('validation.fileTooLarge', { maxMb: 30 });
const badType = withParams('validation.fileType', { types: ATTACHMENT_EXTENSIONS.join(', ') });

describe('attachment', () => {
  it.each<Case>([
    [file('a.pdf', 1, 'application/pdf'), null],
    [file('报价单.XLSX'), null],
    [file('photo.JPG'), null],
    [file('photo.jpeg'), null],
    ...ATTACHMENT_EXTENSIONS.map((ext): Case => [file(`f.${ext}`), null]),
    [file('a.pdf', ATTACHMENT_MAX_BYTES - 1), null],
    [file('a.pdf', ATTACHMENT_MAX_BYTES), null],
    [file('a.pdf', ATTACHMENT_MAX_BYTES + 1), tooLarge],
    [file('a.pdf', 10 ** 12), tooLarge],
    [file('a.pdf', 0), 'validation.fileEmpty'],
    [file('a.pdf', -1), 'validation.invalidType'],
    [file('a.pdf', 1.5), 'validation.invalidType'],
    [file('a.exe'), badType],
    [file('a.pdf.exe'), badType],
    [file('pdf'), badType],
    [file('a.pdf '), badType],
    [file('a.ｐｄｆ'), badType],
    [file('a.'), badType],
    [file(''), 'validation.required'],
    [file('a'.repeat(10_000) + '.pdf'), null],
    [undefined, 'validation.required'],
    ['a.pdf', 'validation.invalidType'],
    [{ name: 'a.pdf', type: '' }, 'validation.invalidType'],
  ])('%j → %j', (input, expected) => {
    expect(outcome(attachment, input)).toEqual(expected);
  });

  it('reports on the file itself, not on one of its properties', () => {
    const result = attachment.safeParse(file('a.exe'));
    expect(result.error?.issues[0]?.path).toEqual([]);
  });

  it('reads the extension case-insensitively from the last dot', () => {
    expect(attachmentExtension('a.b.DocX')).toBe('docx');
    expect(attachmentExtension('noext')).toBe('');
  });
});
