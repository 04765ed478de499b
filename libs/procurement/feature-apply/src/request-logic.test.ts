import { CODES } from '@procure/shared-codes';
import { describe, expect, it } from 'vitest';
import { toApplyListQuery } from './apply-list-query.ts';
import { availableActions, ownerActionsFor } from './request-actions.ts';

const { draft, approving, approved, returned, cancelled } = CODES.application;

describe('ownerActionsFor', () => {
  it('offers edit, submit, copy, delete and cancel on a draft', () => {
    expect(availableActions(ownerActionsFor(draft.code))).toEqual([
      'edit',
      'commit',
      'copy',
      'delete',
      'cancel',
    ]);
  });
  it('offers only withdraw and copy while approving', () => {
    expect(availableActions(ownerActionsFor(approving.code))).toEqual(['repeal', 'copy']);
  });
  it('lets a returned request be edited and resubmitted but not deleted', () => {
    expect(availableActions(ownerActionsFor(returned.code))).toEqual(['edit', 'commit', 'copy', 'cancel']);
  });
  it('lets an approved request be cancelled (the server checks its orders) and a cancelled one only copied', () => {
    expect(availableActions(ownerActionsFor(approved.code))).toEqual(['copy', 'cancel']);
    expect(availableActions(ownerActionsFor(cancelled.code))).toEqual(['copy']);
  });
});

describe('toApplyListQuery', () => {
  const base = { sort: null, cursor: null, pageSize: 20 };
  it('sends only valid filters: a numeric status, a known kind, a trimmed keyword, the date range', () => {
    expect(
      toApplyListQuery({
        ...base,
        cursor: 'abc',
        filters: {
          status: '2',
          kind: 'direct',
          keyword: '  laptop ',
          created: { from: '2026-01-01', to: '' },
        },
      }),
    ).toEqual({
      pageSize: 20,
      status: 2,
      kind: 'direct',
      keyword: 'laptop',
      createdFrom: '2026-01-01',
      cursor: 'abc',
    });
  });
  it('drops malformed values from a hand-edited URL', () => {
    expect(toApplyListQuery({ ...base, filters: { status: 'x', kind: 'bogus', keyword: '   ' } })).toEqual({
      pageSize: 20,
    });
  });
});
