import type { RegistrationStatus } from './registration-api.ts';

/** Registrations are platform data (no tenant): keys are rooted at the operations platform. */
export const registrationKeys = {
  all: () => ['platform', 'registrations'] as const,
  lists: () => [...registrationKeys.all(), 'list'] as const,
  list: (status: RegistrationStatus | undefined) => [...registrationKeys.lists(), { status }] as const,
  details: () => [...registrationKeys.all(), 'detail'] as const,
  detail: (id: string) => [...registrationKeys.details(), id] as const,
};
