import { ERROR_CODES } from '@procure/shared-codes';
import { AppError } from '@procure/server-http';
import type { RequestContext } from '@procure/server-auth';
import type { Locale } from '@procure/shared-i18n';

/** Master data belongs to a buyer tenant: supplier and operations sessions are refused (403). */
export function buyerTenantOf(ctx: RequestContext): string {
  if (!ctx.tenantId || ctx.site !== 'buyer') throw new AppError(403, ERROR_CODES.authForbidden);
  return ctx.tenantId;
}

/** The name in the caller's language. */
export const localName = (locale: Locale, row: { nameZh: string; nameEn: string }) =>
  locale === 'en-US' ? row.nameEn : row.nameZh;

export const withName = <R extends { nameZh: string; nameEn: string }>(locale: Locale, row: R) => ({
  ...row,
  name: localName(locale, row),
});
