import type { ServerFieldErrors } from '@procure/shared-ui';

// What the API answers (422/400 `fields`) in each language: server data, not ui strings.
const messages = {
  'en-US': { phone: 'Enter an 11-digit mobile number', email: 'Enter a valid e-mail address' },
  'zh-CN': { phone: '请输入 11 位手机号码', email: '请输入有效的电子邮箱' },
} as const;

export function serverFieldErrors(locale: unknown): ServerFieldErrors['fields'] {
  const m = locale === 'zh-CN' ? messages['zh-CN'] : messages['en-US'];
  return [
    { path: 'phone', code: 'validation.mobile', message: m.phone },
    { path: 'email', code: 'validation.email', message: m.email },
  ];
}
