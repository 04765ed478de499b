import { COURIERS, VALIDATION_CODES } from '@procure/shared-validation';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { messages as validationEnUS } from './locales/validation/en-US.ts';
import { messages as validationZhCN } from './locales/validation/zh-CN.ts';
import { LOCALES } from './locales.ts';
import { validationMessages } from './messages/validation-messages.ts';
import { serverI18n, translateCode } from './server-i18n.ts';

describe('translateCode', () => {
  it.each([
    ['en-US', 'validation.required', undefined, 'This field is required'],
    ['zh-CN', 'validation.required', undefined, '此项为必填项'],
    [
      'en-US',
      'validation.mobile',
      undefined,
      'Enter an 11-digit mainland mobile number (1, then 3–9, then 9 digits)',
    ],
    ['zh-CN', 'validation.mobile', undefined, '请输入 11 位中国大陆手机号码（以 1 开头，第二位为 3–9）'],
    ['en-US', 'validation.tooLong', { max: 50 }, 'Enter at most 50 characters'],
    ['en-US', 'validation.tooLong', { max: 1 }, 'Enter at most 1 character'],
    ['zh-CN', 'validation.tooLong', { max: 50 }, '最多可输入 50 个字符'],
    [
      'en-US',
      'validation.unitPrice',
      { decimals: 4 },
      'Only 10 integer digits and 4 decimal places are supported',
    ],
    [
      'en-US',
      'validation.unitPrice',
      { decimals: 0 },
      'Only 10 integer digits and no decimals are supported',
    ],
    ['zh-CN', 'validation.unitPrice', { decimals: 2 }, '仅支持 10 位整数和 2 位小数'],
    ['zh-CN', 'validation.unitPrice', { decimals: 0 }, '仅支持 10 位整数，不支持小数'],
    ['zh-CN', 'validation.range', { min: 0, max: 20 }, '请输入 0 到 20 之间的整数'],
    ['en-US', 'courier.sf', undefined, 'SF Express'],
    ['zh-CN', 'courier.jd', undefined, '京东物流'],
  ] as const)('%s %s %j → %s', (locale, code, values, text) => {
    expect(translateCode(locale, code, values)).toBe(text);
  });

  it('falls back to the code itself when it has no message', () => {
    expect(translateCode('zh-CN', 'validation.noSuchCode')).toBe('validation.noSuchCode');
    expect(translateCode('en-US', 'something {odd}', { odd: 1 })).toBe('something {odd}');
    expect(translateCode('en-US', 'toString')).toBe('toString');
  });

  it('keeps one activated instance per locale', () => {
    expect(serverI18n('zh-CN')).toBe(serverI18n('zh-CN'));
    expect(serverI18n('zh-CN')).not.toBe(serverI18n('en-US'));
    for (const locale of LOCALES) expect(serverI18n(locale).locale).toBe(locale);
  });
});

describe('validation catalog', () => {
  const ids = [...VALIDATION_CODES, ...COURIERS.map((c) => `courier.${c}`)];

  it('has a descriptor for every validation code and courier, and nothing else', () => {
    expect(Object.keys(validationMessages).sort()).toEqual([...ids].sort());
    for (const [key, descriptor] of Object.entries(validationMessages)) expect(descriptor.id).toBe(key);
  });

  it('is compiled in both locales, with a real Chinese translation for every id', () => {
    for (const id of ids) {
      expect(validationEnUS[id], id).toBeDefined();
      const zh = translateCode('zh-CN', id, {
        max: 2,
        min: 1,
        decimals: 2,
        maxChinese: 1,
        maxMb: 30,
        keys: 'x',
        types: 'pdf',
      });
      expect(zh, id).not.toBe(
        translateCode('en-US', id, {
          max: 2,
          min: 1,
          decimals: 2,
          maxChinese: 1,
          maxMb: 30,
          keys: 'x',
          types: 'pdf',
        }),
      );
      expect(validationZhCN[id], id).toBeDefined();
    }
  });
});

/** msgid → msgstr of a .po file (single-line entries, as Lingui writes them for these messages). */
function readPo(locale: string): Map<string, string> {
  const text = readFileSync(new URL(`./locales/validation/${locale}.po`, import.meta.url), 'utf8');
  const entries = new Map<string, string>();
  for (const [, id = '', str = ''] of text.matchAll(/^msgid "(.+)"\nmsgstr "(.*)"$/gm)) {
    entries.set(id, str.replace(/\\"/g, '"'));
  }
  return entries;
}

describe('validation .po files', () => {
  it('carry the current English of every descriptor in en-US (extract keeps stale source text)', () => {
    const en = readPo('en-US');
    for (const descriptor of Object.values(validationMessages))
      expect(en.get(descriptor.id), descriptor.id).toBe(descriptor.message);
  });

  it('fill every zh-CN msgstr', () => {
    const zh = readPo('zh-CN');
    for (const descriptor of Object.values(validationMessages))
      expect(zh.get(descriptor.id), descriptor.id).toMatch(/\S/);
  });
});
