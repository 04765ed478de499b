// The company domain's contract with the other domains' server code. Every function runs inside the
// caller's tenant transaction (row-level security already scoped); staff_profiles and position_levels
// stay private.

/** Active buyer staff for pickers (master data's employee list). */
export { activeStaff, type ActiveStaff } from './staff-picker.ts';
export { BUILT_IN_ROLE_CODES, ADMIN_ROLE_CODE } from './roles-service.ts';
