import { ERROR_CODES, PERMISSIONS } from '@procure/shared-codes';
import { translateCode } from '@procure/shared-i18n';
import { todayInChina } from '@procure/shared-validation';
import type { DigestEntry, DigestSource } from '@procure/message-server';
import { dueCertificates } from './expiry-reminders.ts';
import { usersWithPermission } from './invitations.ts';

/**
 * The digest section "Supplier certificates expiring or expired": every certificate the daily reminder
 * job would name, for each buyer who manages suppliers, soonest first. Unlike the reminder (once per
 * validity), the digest repeats them each morning until renewed.
 */
export const certificateDigestSource: DigestSource = {
  key: 'certificates',
  order: 30,
  titleCode: ERROR_CODES.messageDigestSectionCertificates,
  async collect(tx, tenantId, now, limit) {
    const due = await dueCertificates(tx, tenantId, todayInChina(now));
    if (due.length === 0) return new Map();
    const items = due.slice(0, limit).map(({ row, state }) => {
      const code =
        state === 'expired'
          ? ERROR_CODES.messageDigestItemCertificateExpired
          : ERROR_CODES.messageDigestItemCertificateExpiring;
      const params = { vendor: row.vendor_name, certificate: row.type_name, date: row.valid_to };
      return { zh: translateCode('zh-CN', code, params), en: translateCode('en-US', code, params) };
    });
    const entry: DigestEntry = { count: due.length, items };
    const buyers = await usersWithPermission(tx, tenantId, PERMISSIONS.supplier);
    return new Map(buyers.map((id) => [id, entry]));
  },
};
