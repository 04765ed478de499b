// Server messages of the risk domain (issue #16 §6, enterprise risk monitoring), keyed by their stable
// code (libs/shared/codes/src/errors/risk.ts).
export const riskMessages = {
  'risk.packageRequired': /*i18n*/ {
    id: 'risk.packageRequired',
    message: 'Your enterprise has no valid monitoring package: it was not purchased or has expired',
  },
  'risk.quotaFull': /*i18n*/ {
    id: 'risk.quotaFull',
    message:
      'Your monitoring package covers {quota} suppliers and all of them are in use. Remove one or extend the package.',
  },
  'risk.vendorNotFound': /*i18n*/ { id: 'risk.vendorNotFound', message: 'This supplier does not exist' },
  'risk.alreadyMonitored': /*i18n*/ {
    id: 'risk.alreadyMonitored',
    message: 'This supplier is already under monitoring',
  },
  'risk.notMonitored': /*i18n*/ { id: 'risk.notMonitored', message: 'This supplier is not under monitoring' },
  'risk.recordNotFound': /*i18n*/ { id: 'risk.recordNotFound', message: 'This risk record does not exist' },
  'risk.creditCodeUnknown': /*i18n*/ {
    id: 'risk.creditCodeUnknown',
    message: 'None of your suppliers has this unified social credit code',
  },
  'risk.providerUnavailable': /*i18n*/ {
    id: 'risk.providerUnavailable',
    message: 'The business-information service is not answering. Try again later.',
  },
  'risk.notifyUserInvalid': /*i18n*/ {
    id: 'risk.notifyUserInvalid',
    message: 'Only buyers of your enterprise who manage suppliers can be notified',
  },
  'risk.vendorOrCode': /*i18n*/ {
    id: 'risk.vendorOrCode',
    message: 'Give a supplier or a unified social credit code',
  },
  'risk.alertTitle': /*i18n*/ { id: 'risk.alertTitle', message: 'Supplier risk alert: {vendor}' },
  'risk.alertBody': /*i18n*/ {
    id: 'risk.alertBody',
    message: 'Monitoring found {count} new risk signals for {vendor} on {date}: {titles}',
  },
  'risk.monitorAdded': /*i18n*/ { id: 'risk.monitorAdded', message: 'Supplier added to monitoring' },
  'risk.monitorRemoved': /*i18n*/ { id: 'risk.monitorRemoved', message: 'Supplier removed from monitoring' },
  'risk.settingsSaved': /*i18n*/ { id: 'risk.settingsSaved', message: 'Monitoring settings saved' },
  'risk.requested': /*i18n*/ {
    id: 'risk.requested',
    message: '{count} signals found, {fresh} of them new',
  },
} as const;
