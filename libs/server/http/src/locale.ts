import type { FastifyRequest } from 'fastify';
import { localeFromWire, translateCode, type Locale } from '@procure/shared-i18n';
import { HEADERS } from '@procure/shared-codes';

/** The request's language (`language` header: zh_cn | en_us; default zh_cn). */
export function requestLocale(request: FastifyRequest): Locale {
  const header = request.headers[HEADERS.language];
  return localeFromWire(Array.isArray(header) ? header[0] : header);
}

/** Translates a message code (error or success) into the request's language. */
export function translate(
  request: FastifyRequest,
  code: string,
  values?: Record<string, string | number>,
): string {
  return translateCode(requestLocale(request), code, values);
}
