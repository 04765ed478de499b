export {
  registrationFormSchema,
  emptyRegistrationForm,
  USERNAME_MAX,
  USERNAME_MIN,
  type RegistrationFormInput,
  type RegistrationFormOutput,
} from './registration-form-schema.ts';
export { registrationKeys } from './registration-keys.ts';
export {
  checkUsername,
  sendRegistrationCode,
  submitRegistration,
  registrationsQueryOptions,
  useRegistration,
  useRegistrations,
  useReviewRegistration,
  useSendRegistrationCode,
  useSubmitRegistration,
  type RegistrationBody,
  type RegistrationDetail,
  type RegistrationStatus,
  type RegistrationSummary,
  type ReviewInput,
} from './registration-api.ts';
