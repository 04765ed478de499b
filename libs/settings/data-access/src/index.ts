export { settingsKeys } from './settings-keys.ts';
export * from './settings-api-types.ts';
export {
  messageSettingsQueryOptions,
  useMessageSettings,
  useSaveMessageSettings,
} from './use-message-settings.ts';
export { financeDataQueryOptions, useFinanceData } from './use-finance-data.ts';
export {
  workProxiesQueryOptions,
  useWorkProxies,
  useColleagues,
  useSetWorkProxy,
  useCancelWorkProxy,
} from './use-work-proxies.ts';
export { useSendCode, useModifyPassword, useModifyMobile } from './use-account.ts';
export {
  modifyPasswordFormSchema,
  modifyMobileFormSchema,
  maskMobile,
  type ModifyPasswordFormInput,
  type ModifyMobileFormInput,
} from './account-form-schemas.ts';
