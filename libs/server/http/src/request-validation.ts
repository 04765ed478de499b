import type { FastifySchemaCompiler } from 'fastify';
import type { z } from 'zod';

/** A request (params, query, body, headers) that failed its zod schema; keeps the ZodError for field codes. */
export class RequestValidationError extends Error {
  readonly zodError: z.ZodError;
  readonly statusCode = 400;

  constructor(zodError: z.ZodError) {
    super('request validation failed');
    this.name = 'RequestValidationError';
    this.zodError = zodError;
  }
}

/**
 * Like fastify-type-provider-zod's validatorCompiler, but the failure keeps the ZodError, so that the
 * error handler turns its issues into translated field errors with `toFieldErrors`.
 */
export const zodValidatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema }) =>
  (data) => {
    const result = schema.safeParse(data);
    return result.success ? { value: result.data } : { error: new RequestValidationError(result.error) };
  };
