/**
 * Times on the approval screens are shown in the tenant's time zone (DOMAIN.md: default Asia/Shanghai),
 * like the document history (formatInstant), not in the browser's: otherwise "submitted" and the
 * history next to it disagree by hours, and even by a day.
 */
export const TENANT_TIME_ZONE = 'Asia/Shanghai';
