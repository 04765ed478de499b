import { ERROR_CODES } from '@procure/shared-codes';
import { newId, type Db } from '@procure/server-db';
import { AppError, fieldError } from '@procure/server-http';
import {
  cancelProxy,
  countOverlapping,
  insertProxy,
  listColleagues,
  listProxies,
  lockProxyOwner,
  type WorkProxyRow,
} from './work-proxy-queries.ts';
import type { Owner } from '@procure/server-auth';
import { todayIso } from './owner.ts';
import type { WorkProxy, WorkProxyInput } from './wire.ts';

function statusOf(row: Pick<WorkProxyRow, 'cancelledAt' | 'startsOn' | 'endsOn'>, today: string) {
  if (row.cancelledAt) return 'cancelled' as const;
  if (row.endsOn < today) return 'ended' as const;
  if (row.startsOn > today) return 'upcoming' as const;
  return 'active' as const;
}

export async function listOwnProxies(tx: Db, owner: Owner): Promise<WorkProxy[]> {
  const today = todayIso();
  return (await listProxies(tx, owner)).map((row) => ({
    id: row.id,
    delegateUserId: row.delegateUserId,
    delegateName: row.delegateName,
    delegateUsername: row.delegateUsername,
    startDate: row.startsOn,
    endDate: row.endsOn,
    status: statusOf(row, today),
  }));
}

export async function setProxy(tx: Db, owner: Owner, input: WorkProxyInput): Promise<string> {
  if (input.delegateUserId === owner.userId) throw fieldError('delegateUserId', ERROR_CODES.workProxySelf);
  if (input.startDate < todayIso()) throw fieldError('startDate', ERROR_CODES.workProxyStartInPast);
  // Another tenant's employee (or a disabled one, or a supplier) is not among the colleagues: same as absent.
  const [delegate] = await listColleagues(tx, owner, input.delegateUserId);
  if (!delegate) throw new AppError(404, ERROR_CODES.commonNotFound);
  await lockProxyOwner(tx, owner);
  if ((await countOverlapping(tx, owner, input.startDate, input.endDate)) > 0) {
    throw new AppError(409, ERROR_CODES.workProxyOverlap);
  }
  const row = await insertProxy(tx, {
    id: newId(),
    ...owner,
    delegateUserId: delegate.userId,
    startsOn: input.startDate,
    endsOn: input.endDate,
  });
  return row.id;
}

export async function cancelOwnProxy(tx: Db, owner: Owner, id: string): Promise<void> {
  await lockProxyOwner(tx, owner);
  if (!(await cancelProxy(tx, owner, id))) throw new AppError(404, ERROR_CODES.commonNotFound);
}
