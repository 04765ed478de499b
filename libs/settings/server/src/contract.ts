// The settings domain's contract with the other domains' server code. Every function runs inside the
// caller's tenant transaction (row-level security already scoped); settings' tables stay private.

/** The delegate acting for a user at a moment (approval: tasks and notifications), or null. */
export { activeDelegateFor, delegatorsOf } from './work-proxy-queries.ts';
/** Personal message settings: the defaults, and who allows e-mail for a type (message center). */
export { defaultMessageSetting, emailAllowedFor } from './message-setting-queries.ts';
export type { MessageType } from './wire.ts';
