import { z } from 'zod';

/** `{ code: 0, data, desc }`: the success envelope (ARCHITECTURE.md §3). */
export function ok<T>(data: T, desc = ''): { code: 0; data: T; desc: string } {
  return { code: 0, data, desc };
}

export function envelopeSchema<T extends z.ZodType>(data: T) {
  return z.object({ code: z.literal(0), data, desc: z.string() });
}

export const fieldErrorSchema = z.object({
  path: z.string(),
  code: z.string().describe('A validation code such as validation.mobile'),
  message: z.string().describe('Translated in the request language'),
});

export const errorEnvelopeSchema = z
  .object({
    code: z.number().int().describe('The HTTP status, or a special business code (2001)'),
    data: z.object({
      errorCode: z.string().describe('Stable application error code, e.g. auth.invalidCredentials'),
      fields: z.array(fieldErrorSchema).optional(),
    }),
    desc: z.string().describe('Translated message in the request language'),
  })
  .meta({ id: 'ErrorEnvelope' });

export type ErrorEnvelopeBody = z.infer<typeof errorEnvelopeSchema>;

/** Response declarations for error statuses, so that every route documents what it can answer. */
export function errorResponses<S extends number>(...statuses: S[]): Record<S, typeof errorEnvelopeSchema> {
  return Object.fromEntries(statuses.map((s) => [s, errorEnvelopeSchema])) as Record<
    S,
    typeof errorEnvelopeSchema
  >;
}
