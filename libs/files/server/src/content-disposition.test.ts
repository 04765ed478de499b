import { describe, expect, it } from 'vitest';
import { cleanFileName, contentDisposition } from './content-disposition.ts';

describe('contentDisposition', () => {
  it('keeps a Chinese name in filename* and an ASCII fallback', () => {
    expect(contentDisposition('attachment', '采购合同 (1).pdf')).toBe(
      `attachment; filename="____ (1).pdf"; filename*=UTF-8''%E9%87%87%E8%B4%AD%E5%90%88%E5%90%8C%20%281%29.pdf`,
    );
  });
  it('cannot be broken out of by quotes', () => {
    expect(contentDisposition('inline', 'a"b.png')).toBe(
      `inline; filename="a_b.png"; filename*=UTF-8''a%22b.png`,
    );
  });
});

describe('cleanFileName', () => {
  it('keeps the last path segment only', () =>
    expect(cleanFileName('C:\\x\\..\\报价.xlsx')).toBe('报价.xlsx'));
  it('names an empty name', () => expect(cleanFileName('  ')).toBe('file'));
});
