import { newId, type Db } from '@procure/server-db';
import { riskInvocations, riskRecords } from './schema.ts';
import type { AdapterAnswer, RiskSignal } from './adapters/index.ts';

// Writes what the business-information adapter answered: the invoke record of every call (who, when,
// what, result, cost units) and the signals as risk records, each once (unique signal key per supplier).

export type Invocation = {
  tenantId: string;
  userId: string | null;
  action: string;
  vendorId: string | null;
  socialCreditCode: string;
  provider: string;
  simulated: boolean;
  result: 'ok' | 'failed';
  found: number;
  costUnits: number;
  error?: string | null;
};

export async function recordInvocations(tx: Db, calls: readonly Invocation[]): Promise<void> {
  if (calls.length === 0) return;
  await tx.insert(riskInvocations).values(calls.map((c) => ({ id: newId(), ...c, error: c.error ?? null })));
}

/** Stores the signals not stored yet; returns the new ones (a repeated answer adds nothing). */
export async function storeSignals(
  tx: Db,
  tenantId: string,
  vendorId: string,
  answer: AdapterAnswer<RiskSignal[]>,
): Promise<{ id: string; signal: RiskSignal }[]> {
  if (answer.data.length === 0) return [];
  const rows = answer.data.map((s) => ({
    id: newId(),
    tenantId,
    vendorId,
    kind: s.kind,
    signalKey: s.key,
    level: s.level,
    title: s.title,
    content: s.content,
    source: s.source,
    occurredOn: s.occurredOn,
    details: s.details,
    simulated: answer.simulated,
  }));
  const inserted = await tx
    .insert(riskRecords)
    .values(rows)
    .onConflictDoNothing()
    .returning({ id: riskRecords.id, signalKey: riskRecords.signalKey });
  const byKey = new Map(answer.data.map((s) => [s.key, s]));
  return inserted.flatMap((r) => {
    const signal = byKey.get(r.signalKey);
    return signal ? [{ id: r.id, signal }] : [];
  });
}

/** A failed call as an invocation (the error's message, cut short). */
export function failedCall(
  base: Omit<Invocation, 'result' | 'found' | 'costUnits' | 'error'>,
  err: unknown,
): Invocation {
  const message = err instanceof Error ? err.message : String(err);
  return { ...base, result: 'failed', found: 0, costUnits: 0, error: message.slice(0, 500) };
}
