import { describe, expect, it, vi } from 'vitest';
import { setServerFieldErrors } from './set-server-field-errors.ts';

describe('setServerFieldErrors', () => {
  it('puts every server field error on its field and focuses only the first', () => {
    const setError = vi.fn();
    const count = setServerFieldErrors<{ phone: string; email: string }>(
      { setError },
      {
        fields: [
          { path: 'phone', code: 'validation.mobile', message: '请输入11位手机号' },
          { path: 'email', code: 'validation.email', message: '邮箱格式不正确' },
        ],
      },
    );
    expect(count).toBe(2);
    expect(setError).toHaveBeenNthCalledWith(
      1,
      'phone',
      { type: 'validation.mobile', message: '请输入11位手机号' },
      { shouldFocus: true },
    );
    expect(setError).toHaveBeenNthCalledWith(
      2,
      'email',
      { type: 'validation.email', message: '邮箱格式不正确' },
      { shouldFocus: false },
    );
  });

  it('reports 0 when the error carries no fields', () => {
    const setError = vi.fn();
    expect(setServerFieldErrors({ setError }, { fields: [] })).toBe(0);
    expect(setError).not.toHaveBeenCalled();
  });
});
