import { setupI18n } from '@lingui/core';
import { loadWebCatalogs } from '@procure/shared-i18n';
import { CODE_SETS, codeEntries, codeEntry, CODES } from '@procure/shared-codes';
import { describe, expect, it } from 'vitest';
import { lineAmount, lineTotals, quantityTotal } from './line-items-table.tsx';
import { formatMoney, priceDecimals } from './money-format.ts';
import { formatInstant } from './history-timeline.tsx';

describe('code tables (one mapping, both languages)', () => {
  it('gives every code of every set a Chinese and an English label', async () => {
    const [zhMessages, enMessages] = await Promise.all([loadWebCatalogs('zh-CN'), loadWebCatalogs('en-US')]);
    const zh = setupI18n({ locale: 'zh-CN', messages: { 'zh-CN': zhMessages } });
    const en = setupI18n({ locale: 'en-US', messages: { 'en-US': enMessages } });
    const missing: string[] = [];
    for (const set of CODE_SETS) {
      for (const entry of codeEntries(set)) {
        if (!/\p{Script=Han}/u.test(zh._(entry.label.id))) missing.push(`zh-CN ${entry.label.id}`);
        if (en._(entry.label.id) !== entry.label.message) missing.push(`en-US ${entry.label.id}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('uses one label id per code and unique codes within a set', () => {
    const ids = CODE_SETS.flatMap((set) => codeEntries(set).map((e) => e.label.id));
    expect(new Set(ids).size).toBe(ids.length);
    for (const set of CODE_SETS) {
      const codes = codeEntries(set).map((e) => e.code);
      expect(new Set(codes).size, set).toBe(codes.length);
      for (const entry of codeEntries(set)) expect(entry.label.id).toBe(`code.${set}.${entry.code}`);
    }
  });

  it('resolves aliases, numeric strings and fallbacks', () => {
    expect(codeEntry('application', 5)).toBe(CODES.application.returned);
    expect(codeEntry('order', '9')).toBe(CODES.order.cancelled);
    expect(codeEntry('order', 42)).toBeUndefined();
    expect(codeEntry('order', ' ')).toBeUndefined();
    expect(codeEntry('budgetCheck', 7)).toBe(CODES.budgetCheck.none);
    expect(codeEntry('budgetCheck', null)).toBe(CODES.budgetCheck.none);
  });
});

describe('formatMoney', () => {
  it.each([
    ['1234567.8', 'CNY', '¥1,234,567.80'],
    ['0', 'CNY', '¥0.00'],
    ['-980.456', 'CNY', '-¥980.46'],
    ['12345678901234.565', 'CNY', '¥12,345,678,901,234.57'],
    ['1234.5', 'USD', '$1,234.50'],
    ['1234.5', 'EUR', '€1,234.50'],
  ])('%s %s → %s', (value, currency, expected) => {
    expect(formatMoney(value, currency, 'en-US')).toBe(expected);
  });

  it('keeps the yen symbol for CNY in both languages and exact digits beyond double precision', () => {
    expect(formatMoney('9007199254740993.01', 'CNY', 'en-US')).toBe('¥9,007,199,254,740,993.01');
    expect(formatMoney(1.5, 'cny', 'zh-CN')).toBe('¥1.50');
    expect(formatMoney('45600.456', 'CNY', 'zh-CN', priceDecimals('45600.456'))).toBe('¥45,600.456');
    expect(priceDecimals('12')).toBe(2);
  });
});

describe('line totals', () => {
  it('multiplies and sums exactly, rounding each line to cents', () => {
    const service = { id: 'c', name: 'c', quantity: '1', unitPrice: '45600.456' };
    const lines = [
      { id: 'a', name: 'a', quantity: '3', unitPrice: '0.1' },
      { id: 'b', name: 'b', quantity: '12.5', unitPrice: '168.80' },
      service,
    ];
    expect(lineAmount(service)).toBe('45600.46');
    expect(lineTotals(lines)).toEqual({ quantity: '16.5', amount: '47710.76' });
  });

  it('adds quantities only when every line has the same unit', () => {
    const piece = { id: 'a', name: 'a', quantity: '40', unitPrice: '12.5', unit: '个' };
    expect(quantityTotal([piece, { ...piece, id: 'b', quantity: '5' }])).toBe('45');
    expect(quantityTotal([piece, { ...piece, id: 'b', quantity: '5', unit: '张' }])).toBeNull();
  });
});

describe('formatInstant', () => {
  it('shows the tenant time zone (Asia/Shanghai by default)', () => {
    expect(formatInstant('2026-03-15T16:30:00Z', 'en-US')).toBe('03/16/2026, 00:30');
    expect(formatInstant('not a date', 'en-US')).toBe('not a date');
  });
});
