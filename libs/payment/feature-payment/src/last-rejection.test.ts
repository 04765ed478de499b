import { CODES } from '@procure/shared-codes';
import { describe, expect, it } from 'vitest';
import { lastRejection } from './last-rejection.ts';

const S = CODES.paymentRequest;
const H = CODES.historyAction;
const entry = (action: number, actorName: string, comment: string | null, at: string) => ({
  action,
  actorName,
  comment,
  at,
});
const history = [
  entry(H.submit.code, '赵财务', null, '2026-11-20T01:00:00Z'),
  entry(H.reject.code, '钱审批', '金额不对', '2026-11-20T02:00:00Z'),
  entry(H.submit.code, '赵财务', null, '2026-11-21T01:00:00Z'),
  entry(H.reject.code, '孙经理', '请核对收货数量', '2026-11-21T02:00:00Z'),
];

describe('lastRejection', () => {
  it('is the newest rejection of a returned application: who, when, the comment', () => {
    expect(lastRejection({ status: S.returned.code, rejectComment: '请核对收货数量', history })).toEqual({
      actorName: '孙经理',
      at: '2026-11-21T02:00:00Z',
      comment: '请核对收货数量',
    });
  });

  it('falls back to the stored comment when the history holds no rejection', () => {
    expect(lastRejection({ status: S.returned.code, rejectComment: '金额待核', history: [] })).toEqual({
      actorName: '',
      at: null,
      comment: '金额待核',
    });
    expect(lastRejection({ status: S.returned.code, rejectComment: null, history: [] })).toBeNull();
  });

  it('is nothing once the application left the returned state', () => {
    for (const status of [S.draft.code, S.approving.code, S.approved.code, S.paid.code, S.cancelled.code]) {
      expect(lastRejection({ status, rejectComment: '请核对收货数量', history })).toBeNull();
    }
  });
});
