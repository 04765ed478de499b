export type { Access } from './access.ts';
export { permits } from './access.ts';
export { AppError, fieldError, ERROR_STATUSES, type ErrorStatus, type AppErrorOptions } from './app-error.ts';
export {
  ok,
  envelopeSchema,
  errorEnvelopeSchema,
  errorResponses,
  fieldErrorSchema,
  type ErrorEnvelopeBody,
} from './envelope.ts';
export { idSchema } from './ids.ts';
export { requestLocale, translate } from './locale.ts';
export { RequestValidationError, zodValidatorCompiler } from './request-validation.ts';
export { installErrorHandlers, errorBody, sendError, RETRY_AFTER_SECONDS } from './error-handler.ts';
export {
  GATEWAYS,
  registerGateways,
  gatewayOf,
  type Gateway,
  type GatewayId,
  type RouteContribution,
} from './gateways.ts';
export { createServer, type ServerOptions, type LogLevel, type AppInstance } from './create-server.ts';
export { healthRoutes } from './health.ts';
export {
  idempotent,
  idempotencyKeyOf,
  canonicalJson,
  purgeIdempotencyKeys,
  IDEMPOTENCY_HEADER,
  IDEMPOTENCY_REPLAYED_HEADER,
  IDEMPOTENCY_TTL_HOURS,
  type IdempotencyScope,
} from './idempotency/idempotency.ts';
export { idempotencyKeys } from './idempotency/schema.ts';
