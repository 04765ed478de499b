import { describe, expect, it } from 'vitest';
import { activateWebLocale, activeWireLanguage, webI18n } from './web-i18n.ts';

describe('activateWebLocale', () => {
  it('loads the validation catalog with the web one and switches both ways', async () => {
    await activateWebLocale('zh-CN');
    expect(activeWireLanguage()).toBe('zh_cn');
    const zh = webI18n._('validation.mobile');
    expect(zh).not.toBe('validation.mobile');
    expect(zh).toMatch(/[\u4e00-\u9fff]/);

    await activateWebLocale('en-US');
    expect(activeWireLanguage()).toBe('en_us');
    expect(webI18n._('validation.mobile')).toMatch(/mobile/i);

    await activateWebLocale('zh-CN');
    expect(webI18n._('validation.mobile')).toBe(zh);
  });
});
