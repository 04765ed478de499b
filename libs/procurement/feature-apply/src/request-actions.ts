import type { PurchaseApplyActions } from '@procure/procurement-data-access';
import { CODES } from '@procure/shared-codes';

export type RequestAction = 'edit' | 'commit' | 'repeal' | 'copy' | 'delete' | 'cancel' | 'approve';

/** Display order of the row and detail actions. */
export const ACTION_ORDER: readonly RequestAction[] = [
  'edit',
  'commit',
  'repeal',
  'copy',
  'delete',
  'cancel',
];

const { draft, approving, approved, returned } = CODES.application;

/**
 * What the owner may do with a request of this status (spec §4 transitions). The list has no per-row
 * `actions`, so it offers these; the server decides again (a stale row gets a translated 409).
 */
export function ownerActionsFor(status: number): PurchaseApplyActions {
  const editable = status === draft.code || status === returned.code;
  return {
    edit: editable,
    commit: editable,
    repeal: status === approving.code,
    delete: status === draft.code,
    copy: true,
    cancel: editable || status === approved.code,
    approve: false,
  };
}

export function availableActions(actions: PurchaseApplyActions): RequestAction[] {
  return ACTION_ORDER.filter((action) => actions[action]);
}
