export { hashPassword, verifyPassword, burnPasswordCheck } from './password.ts';
export { newToken, sha256 } from './tokens.ts';
export {
  renderCaptchaPng,
  randomCaptchaText,
  storeCaptcha,
  consumeCaptcha,
  CAPTCHA_TTL_SECONDS,
  CAPTCHA_WIDTH,
  CAPTCHA_HEIGHT,
} from './captcha.ts';
export {
  createSession,
  createSessionResolver,
  type SessionResolver,
  revokeSession,
  revokeUserSessions,
  revokeToken,
  type SessionRow,
  type NewSession,
  type SessionLookup,
  type SessionFacts,
} from './session.ts';
export type { RequestContext, Principal } from './request-context.ts';
export { installAuth, requireAuth, ownerOf, type Owner, type AuthOptions } from './auth-hook.ts';
export { sessions, captchaCodes } from './schema.ts';
export { withContext } from './with-context.ts';
