import type { Db } from '@procure/server-db';
import { AppError } from '@procure/server-http';
import { ERROR_CODES } from '@procure/shared-codes';
import type {
  AdapterAnswer,
  BusinessInfoAdapter,
  EnterpriseDetails,
  RiskSignal,
  RiskSignalKind,
} from './adapters/index.ts';
import { failedCall, recordInvocations, storeSignals, type Invocation } from './store.ts';
import type { Supplier } from './monitoring.ts';

// Calls to the business-information adapter. They run OUTSIDE any database transaction (a slow service
// never holds a row lock or a connection): the caller checks in one transaction (supplier, package), calls,
// then records the invocations and the results in a second one.

export type Logger = { info: (obj: object, msg: string) => void; warn: (obj: object, msg: string) => void };

export type Fetched = {
  supplier: Supplier;
  kind: RiskSignalKind;
  answer: AdapterAnswer<RiskSignal[]> | null;
  error: unknown;
};

const logLine = (adapter: BusinessInfoAdapter, what: string) =>
  adapter.simulated ? `[business-info simulator] ${what}` : `[business-info ${adapter.name}] ${what}`;

/** One signals call per (supplier, kind); a failure is kept (recorded as a failed invocation), not thrown. */
export async function fetchSignals(
  adapter: BusinessInfoAdapter,
  suppliers: readonly Supplier[],
  kinds: readonly RiskSignalKind[],
  asOf: string,
  log?: Logger,
): Promise<Fetched[]> {
  const out: Fetched[] = [];
  for (const supplier of suppliers) {
    if (!supplier.socialCreditCode) continue;
    const query = { socialCreditCode: supplier.socialCreditCode, name: supplier.name };
    for (const kind of kinds) {
      try {
        const answer = await adapter.signals(query, kind, asOf);
        log?.info(
          { provider: answer.provider, simulated: answer.simulated, kind, found: answer.data.length },
          logLine(
            adapter,
            `${kind} of ${supplier.socialCreditCode} as of ${asOf}: ${answer.data.length} signals`,
          ),
        );
        out.push({ supplier, kind, answer, error: null });
      } catch (error) {
        log?.warn({ err: error, kind }, logLine(adapter, `${kind} of ${supplier.socialCreditCode} failed`));
        out.push({ supplier, kind, answer: null, error });
      }
    }
  }
  return out;
}

export type NewSignal = { id: string; vendorId: string; vendorName: string; signal: RiskSignal };

/** Records every call and stores the signals; returns the signals seen for the first time. */
export async function persistFetched(
  tx: Db,
  tenantId: string,
  userId: string | null,
  adapter: BusinessInfoAdapter,
  fetched: readonly Fetched[],
): Promise<NewSignal[]> {
  const calls: Invocation[] = [];
  const fresh: NewSignal[] = [];
  for (const f of fetched) {
    const base = {
      tenantId,
      userId,
      action: f.kind,
      vendorId: f.supplier.vendorId,
      socialCreditCode: f.supplier.socialCreditCode ?? '',
      provider: f.answer?.provider ?? adapter.name,
      simulated: f.answer?.simulated ?? adapter.simulated,
    };
    if (!f.answer) {
      calls.push(failedCall(base, f.error));
      continue;
    }
    calls.push({ ...base, result: 'ok', found: f.answer.data.length, costUnits: f.answer.costUnits });
    for (const stored of await storeSignals(tx, tenantId, f.supplier.vendorId, f.answer)) {
      fresh.push({ ...stored, vendorId: f.supplier.vendorId, vendorName: f.supplier.name });
    }
  }
  await recordInvocations(tx, calls);
  return fresh;
}

export type DetailsAnswer = {
  provider: string;
  simulated: boolean;
  costUnits: number;
  details: EnterpriseDetails;
};

/** Enterprise details of one supplier; the call is recorded either way, a failure answers 503. */
export async function fetchDetails(
  adapter: BusinessInfoAdapter,
  supplier: Supplier & { socialCreditCode: string },
  record: (call: Invocation) => Promise<void>,
  base: { tenantId: string; userId: string },
  log?: Logger,
): Promise<DetailsAnswer> {
  const call = {
    ...base,
    action: 'details',
    vendorId: supplier.vendorId,
    socialCreditCode: supplier.socialCreditCode,
    provider: adapter.name,
    simulated: adapter.simulated,
  };
  try {
    const answer = await adapter.details({
      socialCreditCode: supplier.socialCreditCode,
      name: supplier.name,
    });
    log?.info(
      { provider: answer.provider, simulated: answer.simulated },
      logLine(adapter, `details of ${supplier.socialCreditCode}`),
    );
    await record({
      ...call,
      provider: answer.provider,
      simulated: answer.simulated,
      result: 'ok',
      found: 1,
      costUnits: answer.costUnits,
    });
    return {
      provider: answer.provider,
      simulated: answer.simulated,
      costUnits: answer.costUnits,
      details: answer.data,
    };
  } catch (error) {
    log?.warn({ err: error }, logLine(adapter, `details of ${supplier.socialCreditCode} failed`));
    await record(failedCall(call, error));
    throw new AppError(503, ERROR_CODES.riskProviderUnavailable);
  }
}

/** 503 when every call of a request failed (they were recorded). */
export function assertSomeAnswered(fetched: readonly Fetched[]): void {
  if (fetched.length > 0 && fetched.every((f) => !f.answer))
    throw new AppError(503, ERROR_CODES.riskProviderUnavailable);
}
