import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ERROR_CODES } from '@procure/shared-codes';
import { toFieldErrors, type FieldIssue } from '@procure/shared-validation';
import { isDatabaseUnavailable, isUniqueViolation } from '@procure/server-db';
import { AppError, type ErrorStatus } from './app-error.ts';
import type { ErrorEnvelopeBody } from './envelope.ts';
import { translate } from './locale.ts';
import { RequestValidationError } from './request-validation.ts';

/** Seconds a client should wait before retrying while the database is unreachable. */
export const RETRY_AFTER_SECONDS = 5;

type Mapped = {
  status: ErrorStatus;
  errorCode: string;
  values?: Record<string, string | number>;
  fields?: FieldIssue[];
  /** The envelope's code when it is a special business code (2001), not the status. */
  businessCode?: number;
};

// Framework errors (bad JSON, wrong content type, body too large, rate limit) keep an honest 4xx.
function mapFrameworkError(err: FastifyError): Mapped | undefined {
  const status = err.statusCode;
  if (status === undefined || status < 400 || status >= 500) return undefined;
  switch (status) {
    case 404:
      return { status: 404, errorCode: ERROR_CODES.commonNotFound };
    case 413:
      return { status: 413, errorCode: ERROR_CODES.commonPayloadTooLarge };
    case 429:
      return { status: 429, errorCode: ERROR_CODES.commonRateLimited };
    default:
      return { status: 400, errorCode: ERROR_CODES.requestInvalid };
  }
}

function mapError(err: unknown): Mapped {
  if (err instanceof RequestValidationError) {
    return { status: 400, errorCode: ERROR_CODES.validationFailed, fields: toFieldErrors(err.zodError) };
  }
  if (err instanceof AppError) {
    return {
      status: err.status,
      errorCode: err.errorCode,
      ...(err.values ? { values: err.values } : {}),
      ...(err.fields ? { fields: err.fields } : {}),
      ...(err.businessCode === undefined ? {} : { businessCode: err.businessCode }),
    };
  }
  if (isDatabaseUnavailable(err)) return { status: 503, errorCode: ERROR_CODES.serviceUnavailable };
  if (isUniqueViolation(err)) return { status: 409, errorCode: ERROR_CODES.commonConflict };
  const framework = err instanceof Error ? mapFrameworkError(err as FastifyError) : undefined;
  return framework ?? { status: 500, errorCode: ERROR_CODES.commonInternal };
}

/** Builds the error envelope of docs/conventions.md, translated in the request's language. */
export function errorBody(request: FastifyRequest, mapped: Mapped): ErrorEnvelopeBody {
  const fields = mapped.fields?.map((f) => ({
    path: f.path,
    code: f.code,
    message: translate(request, f.code, f.params),
  }));
  return {
    code: mapped.businessCode ?? mapped.status,
    data: { errorCode: mapped.errorCode, ...(fields ? { fields } : {}) },
    desc: translate(request, mapped.errorCode, mapped.values),
  };
}

export function sendError(request: FastifyRequest, reply: FastifyReply, mapped: Mapped): FastifyReply {
  if (mapped.status === 503) reply.header('Retry-After', String(RETRY_AFTER_SECONDS));
  return reply.code(mapped.status).send(errorBody(request, mapped));
}

/** The ONE error handler: every failure becomes an envelope with an honest status; 5xx never leak internals. */
export function installErrorHandlers(app: FastifyInstance): void {
  app.setErrorHandler((err, request, reply) => {
    const mapped = mapError(err);
    if (mapped.status === 500) request.log.error({ err }, 'unhandled error');
    else if (mapped.status === 503) request.log.warn({ err }, 'database unavailable');
    else request.log.info({ errorCode: mapped.errorCode, status: mapped.status }, 'request failed');
    return sendError(request, reply, mapped);
  });
  app.setNotFoundHandler((request, reply) =>
    sendError(request, reply, { status: 404, errorCode: ERROR_CODES.commonNotFound }),
  );
}
