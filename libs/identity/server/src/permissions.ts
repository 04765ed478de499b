import { PERMISSIONS } from '@procure/shared-codes';

/** Operations staff are platform users without a tenant: their permissions are the platform's. */
export const OPS_PERMISSIONS: readonly string[] = [
  PERMISSIONS.registrationApproval,
  PERMISSIONS.opsOutbox,
  PERMISSIONS.opsJobs,
  PERMISSIONS.opsSendGuard,
  PERMISSIONS.opsPlatformCompanies,
];
