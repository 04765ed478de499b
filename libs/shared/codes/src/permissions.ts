/**
 * Permission keys: route `permissionCheck` on the web and route access on the server read the same
 * keys. A menu item carries the key that opens it.
 */
export const PERMISSIONS = {
  homepage: 'homepage',
  userSetting: 'userSetting',
  userSettingAddress: 'userSetting:address',
  registrationApproval: 'ops:registrationApproval',
  opsOutbox: 'ops:outbox',
} as const;

export type Permission = (typeof PERMISSIONS)[keyof typeof PERMISSIONS];

/** The sites a session belongs to; `workSite` 1 is the supplier side (spec §6). */
export const SITES = ['buyer', 'supplier', 'ops'] as const;
export type Site = (typeof SITES)[number];
export const WORK_SITE = { supplier: 1, other: 0 } as const;
