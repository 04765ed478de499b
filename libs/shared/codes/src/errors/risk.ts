// Error and success codes of the risk domain (issue #16 §6, enterprise risk monitoring); each has a
// message in libs/shared/i18n/src/messages/domains/risk.ts. Ids start with the domain: 'risk.xxx'.
export const RISK_ERROR_CODES = {
  /** Answered with business code 2001 (spec §8): the monitoring package is not purchased or has expired. */
  riskPackageRequired: 'risk.packageRequired',
  /** 409: every supplier the package allows is already monitored. */
  riskQuotaFull: 'risk.quotaFull',
  riskVendorNotFound: 'risk.vendorNotFound',
  riskAlreadyMonitored: 'risk.alreadyMonitored',
  riskNotMonitored: 'risk.notMonitored',
  riskRecordNotFound: 'risk.recordNotFound',
  /** 404: no supplier of the tenant has this credit code. */
  riskCreditCodeUnknown: 'risk.creditCodeUnknown',
  /** 503: the business-information service did not answer (the call is recorded as failed). */
  riskProviderUnavailable: 'risk.providerUnavailable',
  // Field codes (data.fields[].code).
  /** Someone to notify who is not a buyer of the tenant managing suppliers. */
  riskNotifyUserInvalid: 'risk.notifyUserInvalid',
  riskVendorOrCode: 'risk.vendorOrCode',
  // Message center texts of the daily refresh.
  riskAlertTitle: 'risk.alertTitle',
  riskAlertBody: 'risk.alertBody',
} as const;

export const RISK_SUCCESS_MESSAGES = {
  riskMonitorAdded: 'risk.monitorAdded',
  riskMonitorRemoved: 'risk.monitorRemoved',
  riskSettingsSaved: 'risk.settingsSaved',
  riskRequested: 'risk.requested',
} as const;
