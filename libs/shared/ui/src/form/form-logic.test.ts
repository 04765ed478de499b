import { describe, expect, it } from 'vitest';
import { exceedsLimits, unitPriceDecimals } from './number-field.tsx';
import { allowedExtensions, checkUploadFile } from './upload-rules.ts';

describe('number field limits', () => {
  it('takes the tenant decimals only when customised', () => {
    expect(unitPriceDecimals(undefined, 4)).toBe(2);
    expect(unitPriceDecimals(false, 4)).toBe(2);
    expect(unitPriceDecimals(true, 4)).toBe(4);
    expect(unitPriceDecimals(true, 0)).toBe(0);
    expect(unitPriceDecimals(true, null)).toBe(2);
  });

  it.each([
    ['12.345', 2, true],
    ['12.34', 2, false],
    ['12345678901', 2, true],
    ['0001234567890', 2, false],
    ['１２．３４５', 2, true],
    ['12.', 0, false],
    ['1.5', 0, true],
    ['abc', 2, false],
  ] as const)('%s with %i decimals → cut %s', (raw, decimals, cut) => {
    expect(exceedsLimits(raw, decimals)).toBe(cut);
  });
});

describe('upload rules', () => {
  it('allows documents for attachments and images only for the enterprise logo', () => {
    expect(allowedExtensions(1)).toEqual(
      expect.arrayContaining(['pdf', 'docx', 'xlsx', 'zip', 'rar', 'jpg', 'txt']),
    );
    expect(allowedExtensions(4)).toEqual(['jpg', 'jpeg', 'png', 'gif']);
    expect(allowedExtensions(999)).toEqual([]);
  });

  it('refuses a wrong type, an empty file and anything over 30 MB before sending', () => {
    expect(checkUploadFile({ name: '报价.PDF', size: 10 }, 1)).toBeNull();
    expect(checkUploadFile({ name: 'logo.pdf', size: 10 }, 4)?.code).toBe('validation.fileType');
    expect(checkUploadFile({ name: 'a.exe', size: 10 }, 1)?.code).toBe('validation.fileType');
    expect(checkUploadFile({ name: 'a.pdf', size: 0 }, 1)?.code).toBe('validation.fileEmpty');
    expect(checkUploadFile({ name: 'a.pdf', size: 30 * 1024 * 1024 }, 1)).toBeNull();
    expect(checkUploadFile({ name: 'a.pdf', size: 30 * 1024 * 1024 + 1 }, 1)).toEqual({
      code: 'validation.fileTooLarge',
      params: { maxMb: 30 },
    });
  });
});
