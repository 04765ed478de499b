import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { ResolverOptions } from 'react-hook-form';
import { translatedZodResolver } from './zod-resolver.ts';

const catalog: Record<string, string> = {
  'validation.mobile': '请输入11位手机号',
  'validation.tooLong': '最多 {max} 个字符',
};
const translate = (code: string, params?: Record<string, string | number>) =>
  (catalog[code] ?? code).replace(/\{(\w+)\}/g, (_, k: string) => String(params?.[k] ?? ''));

const schema = z.object({
  phone: z.string().regex(/^1[3-9]\d{9}$/, 'validation.mobile'),
  contact: z.object({ name: z.string().max(3, 'validation.tooLong') }),
});

const options = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<z.input<typeof schema>>;

describe('translatedZodResolver', () => {
  it('returns the parsed values when valid', async () => {
    const values = { phone: '13800138000', contact: { name: '王五' } };
    const result = await translatedZodResolver(schema, translate)(values, undefined, options);
    expect(result).toEqual({ values, errors: {} });
  });

  it('puts translated messages on nested fields and keeps the code as the type', async () => {
    const result = await translatedZodResolver(schema, translate)(
      { phone: '12345', contact: { name: 'Zhang Wei' } },
      undefined,
      options,
    );
    expect(result.values).toEqual({});
    expect(result.errors).toMatchObject({
      phone: { type: 'validation.mobile', message: '请输入11位手机号' },
      contact: { name: { type: 'validation.tooLong' } },
    });
  });
});
