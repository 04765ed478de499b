export { identityKeys } from './identity-keys.ts';
export { login, useLogin } from './login.ts';
export type { LoginInput, LoginResult } from './login.ts';
export { logout, useLogout } from './logout.ts';
export {
  currentTenantName,
  currentUserQueryOptions,
  fetchCurrentUser,
  useCurrentUser,
} from './current-user.ts';
export type { CurrentUser } from './current-user.ts';
export { fetchMenu, menuQueryOptions, useMenu } from './menu.ts';
export type { MenuItem } from './menu.ts';
export { applyServerLanguage, fetchLanguage, languageQueryOptions, useServerLanguage } from './language.ts';
export { saveLanguage, useChangeLanguage, useSaveLanguage } from './save-language.ts';
export { VERIFY_CODE_SIZE, newVerifyKey, verifyCodeUrl } from './verify-code.ts';
export { saveVdSiteVersion, switchTenant, useSaveVdSiteVersion, useSwitchTenant } from './switch-tenant.ts';
export { sendLoginCode, smsLogin, useSendLoginCode, useSmsLogin } from './sms-login.ts';
export type { PublicSite, SmsLoginInput } from './sms-login.ts';
export { base64VerifyCodeQueryOptions, fetchBase64VerifyCode, newLogin, useNewLogin } from './new-login.ts';
export { resetPassword, sendResetCode, useResetPassword, useSendResetCode } from './reset-password.ts';
export type { ResetPasswordInput } from './reset-password.ts';
export { fetchOutbox, outboxQueryOptions, useOutbox } from './outbox.ts';
export type { OutboxMessage } from './outbox.ts';
export { useImageCode } from './image-code.ts';
export type { ImageCodeAnswer } from './image-code.ts';
export {
  fetchSendGuardSummary,
  sendGuardKeys,
  sendGuardSummaryQueryOptions,
  useBlockClient,
  useSendGuardSummary,
  useUnblockClient,
} from './send-guard.ts';
export type { SendGuardClient, SendGuardSummary } from './send-guard.ts';
export {
  platformKeys,
  platformBuyerPageQueryOptions,
  platformSupplierPageQueryOptions,
  useFreezeHistory,
  usePlatformBuyerPage,
  usePlatformSupplierPage,
  useSetCompanyFrozen,
} from './platform.ts';
export type {
  FreezeHistoryEntry,
  PlatformBuyer,
  PlatformKind,
  PlatformListQuery,
  PlatformSupplier,
} from './platform.ts';
