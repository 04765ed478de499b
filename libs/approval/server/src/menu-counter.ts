import { registerMenuCounter } from '@procure/identity-server';
import { waitCount } from './inbox.ts';

/** The inbox menu item shows how many tasks wait for the caller (incl. as work-proxy delegate). */
export const PENDING_APPROVAL_MENU = 'procurementPendingApproval';

let registered = false;
/** Once per process: the menu counters are a module-level registry of identity. */
export function registerApprovalMenuCounter(): void {
  if (registered) return;
  registered = true;
  registerMenuCounter(PENDING_APPROVAL_MENU, (tx, ctx) =>
    ctx.tenantId ? waitCount(tx, { tenantId: ctx.tenantId, userId: ctx.userId }) : Promise.resolve(0),
  );
}
