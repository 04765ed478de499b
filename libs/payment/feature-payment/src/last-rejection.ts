import { CODES } from '@procure/shared-codes';

/** Why a returned payment application came back: the last rejection of its history. */
export type LastRejection = {
  /** Empty when the history holds no rejection (an application returned before it was recorded). */
  actorName: string;
  /** ISO instant; null when unknown. */
  at: string | null;
  comment: string | null;
};

type Detail = {
  status: number;
  rejectComment: string | null;
  history: readonly { action: number; actorName: string; comment: string | null; at: string }[];
};

/**
 * The rejection to show at the top of a returned application (its approval history, newest rejection;
 * else the stored reject comment). Null in every other state: once edited and submitted again, the
 * history keeps it.
 */
export function lastRejection(detail: Detail): LastRejection | null {
  if (detail.status !== CODES.paymentRequest.returned.code) return null;
  const entry = detail.history.findLast((e) => e.action === CODES.historyAction.reject.code);
  if (entry)
    return { actorName: entry.actorName, at: entry.at, comment: entry.comment || detail.rejectComment };
  return detail.rejectComment ? { actorName: '', at: null, comment: detail.rejectComment } : null;
}
