import { and, desc, eq, sql } from 'drizzle-orm';
import { ERROR_CODES } from '@procure/shared-codes';
import type { Locale } from '@procure/shared-i18n';
import { isUniqueViolation, newId, queryRows, type Db } from '@procure/server-db';
import { AppError, fieldError } from '@procure/server-http';
import { mdCurrencies, mdExchangeRates } from '../schema.ts';
import type { Currency, CurrencyInput, Rate, RateInput } from '../wire.ts';
import { withName } from './buyer-tenant.ts';
import { codeTaken } from './coded-service.ts';

export const BASE_CURRENCY = 'CNY';

/** Currencies with their latest rate (today or earlier); the base currency's rate is always 1. */
export async function listCurrencies(
  tx: Db,
  tenantId: string,
  locale: Locale,
  options: { includeDisabled: boolean },
): Promise<Currency[]> {
  const rows = await queryRows<Omit<Currency, 'name'>>(
    tx,
    sql`select c.id::text as id, c.code, c.name_zh as "nameZh", c.name_en as "nameEn", c.symbol,
               c.is_base as "isBase", c.disabled,
               case when c.is_base then '1' else coalesce(r.rate::text, '0') end as rate,
               case when c.is_base then null else r.effective_date::text end as "rateDate"
        from md_currencies c
        left join lateral (
          select rate, effective_date from md_exchange_rates x
          where x.tenant_id = c.tenant_id and x.currency_code = c.code and x.effective_date <= current_date
          order by x.effective_date desc limit 1
        ) r on true
        where c.tenant_id = ${tenantId} ${options.includeDisabled ? sql`` : sql`and not c.disabled`}
        order by c.is_base desc, c.disabled, c.code`,
  );
  // A rate with trailing zeros ("7.10000000") reads better trimmed; it stays a decimal string.
  return rows.map((r) => withName(locale, { ...r, rate: trimZeros(r.rate) }));
}

export function trimZeros(value: string): string {
  return value.includes('.') ? value.replace(/0+$/, '').replace(/\.$/, '') : value;
}

export async function saveCurrency(tx: Db, tenantId: string, input: CurrencyInput): Promise<string> {
  const values = { code: input.code, nameZh: input.nameZh, nameEn: input.nameEn, symbol: input.symbol };
  try {
    if (input.id) {
      const [current] = await tx
        .select({ code: mdCurrencies.code, isBase: mdCurrencies.isBase })
        .from(mdCurrencies)
        .where(and(eq(mdCurrencies.tenantId, tenantId), eq(mdCurrencies.id, input.id)));
      if (!current) throw new AppError(404, ERROR_CODES.commonNotFound);
      // The code keys the rate history: it cannot change once rates exist (or ever, for the base).
      if (current.code !== input.code) throw fieldError('code', 'validation.invalid');
      await tx
        .update(mdCurrencies)
        .set({ ...values, updatedAt: new Date() })
        .where(and(eq(mdCurrencies.tenantId, tenantId), eq(mdCurrencies.id, input.id)));
      return input.id;
    }
    const id = newId();
    await tx.insert(mdCurrencies).values({ id, tenantId, ...values, isBase: false });
    return id;
  } catch (err) {
    throw codeTaken(err);
  }
}

export async function setCurrencyDisabled(tx: Db, tenantId: string, id: string, disabled: boolean) {
  const [current] = await tx
    .select({ isBase: mdCurrencies.isBase })
    .from(mdCurrencies)
    .where(and(eq(mdCurrencies.tenantId, tenantId), eq(mdCurrencies.id, id)));
  if (!current) throw new AppError(404, ERROR_CODES.commonNotFound);
  if (current.isBase && disabled) throw new AppError(422, ERROR_CODES.masterdataBaseCurrency);
  await tx
    .update(mdCurrencies)
    .set({ disabled, updatedAt: new Date() })
    .where(and(eq(mdCurrencies.tenantId, tenantId), eq(mdCurrencies.id, id)));
}

export async function listRates(tx: Db, tenantId: string, currencyCode?: string): Promise<Rate[]> {
  const rows = await tx
    .select({
      id: mdExchangeRates.id,
      currencyCode: mdExchangeRates.currencyCode,
      rate: mdExchangeRates.rate,
      effectiveDate: mdExchangeRates.effectiveDate,
      createdAt: mdExchangeRates.createdAt,
    })
    .from(mdExchangeRates)
    .where(
      and(
        eq(mdExchangeRates.tenantId, tenantId),
        currencyCode ? eq(mdExchangeRates.currencyCode, currencyCode) : undefined,
      ),
    )
    .orderBy(desc(mdExchangeRates.effectiveDate), mdExchangeRates.currencyCode)
    .limit(1000);
  return rows.map((r) => ({ ...r, rate: trimZeros(r.rate), createdAt: r.createdAt.toISOString() }));
}

/** Appends a rate; an existing (currency, date) is history and answers 409 instead of being edited. */
export async function addRate(tx: Db, tenantId: string, userId: string, input: RateInput): Promise<Rate> {
  const [currency] = await tx
    .select({ isBase: mdCurrencies.isBase })
    .from(mdCurrencies)
    .where(and(eq(mdCurrencies.tenantId, tenantId), eq(mdCurrencies.code, input.currencyCode)));
  if (!currency) throw fieldError('currencyCode', 'validation.oneOf');
  if (currency.isBase) throw new AppError(422, ERROR_CODES.masterdataBaseCurrency);
  const id = newId();
  try {
    const [row] = await tx
      .insert(mdExchangeRates)
      .values({
        id,
        tenantId,
        currencyCode: input.currencyCode,
        rate: input.rate,
        effectiveDate: input.effectiveDate,
        createdBy: userId,
      })
      .returning();
    if (!row) throw new AppError(404, ERROR_CODES.commonNotFound);
    return {
      id,
      currencyCode: row.currencyCode,
      rate: trimZeros(row.rate),
      effectiveDate: row.effectiveDate,
      createdAt: row.createdAt.toISOString(),
    };
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError(409, ERROR_CODES.masterdataRateExists);
    throw err;
  }
}

/**
 * The rate of the day (issue #15): CNY per unit of `currencyCode` in force on `date` (YYYY-MM-DD), i.e.
 * the rate with the latest effective date on or before it; '1' for the base currency; null when the
 * tenant has no such currency or no rate yet.
 */
export async function rateOfDay(
  tx: Db,
  tenantId: string,
  currencyCode: string,
  date: string,
): Promise<string | null> {
  if (currencyCode === BASE_CURRENCY) return '1';
  const rows = await tx
    .select({ rate: mdExchangeRates.rate })
    .from(mdExchangeRates)
    .where(
      and(
        eq(mdExchangeRates.tenantId, tenantId),
        eq(mdExchangeRates.currencyCode, currencyCode),
        sql`${mdExchangeRates.effectiveDate} <= ${date}::date`,
      ),
    )
    .orderBy(desc(mdExchangeRates.effectiveDate))
    .limit(1);
  return rows[0] ? trimZeros(rows[0].rate) : null;
}
