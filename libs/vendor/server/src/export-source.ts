import { codeLabel, registerExport, type ExportCell } from '@procure/server-export';
import { ERROR_CODES, PERMISSIONS } from '@procure/shared-codes';
import { translateCode, type Locale } from '@procure/shared-i18n';
import { ownerOf } from '@procure/server-auth';
import { countSuppliers, pageSuppliers } from './supplier-page.ts';
import { supplierPageQuerySchema, type SupplierPageQuery } from './supplier-page-wire.ts';
import type { SupplierRow } from './wire.ts';
import { countCertificates, pageCertificates } from './certificate-notices.ts';
import { countBusiness, pageBusiness } from './levels.ts';
import { businessQuerySchema, type BusinessQuery, type BusinessRow } from './levels-wire.ts';
import {
  certificatePageQuerySchema,
  type CertificateListRow,
  type CertificatePageQuery,
} from './certificate-notices-wire.ts';

// The buyer's supplier files list (`/vendor`) exports through the one export mechanism: its own page
// function with the same filters, as the user who asked. Keys are the web table's column ids.

const columns: Record<string, (row: SupplierRow, locale: Locale) => ExportCell> = {
  name: (r) => r.name,
  socialCreditCode: (r) => r.socialCreditCode,
  class: (r) => (r.classCode ? `${r.classCode} ${r.className ?? ''}` : ''),
  status: (r, locale) => codeLabel('supplierStatus', r.status, locale) ?? '',
  certificateState: (r, locale) =>
    translateCode(locale, `vendor.certificateState.${r.certificateState ?? 'none'}`),
  blocked: (r, locale) => translateCode(locale, r.blocked ? 'vendor.ordersBlocked' : 'vendor.ordersAllowed'),
};

const certificateColumns: Record<string, (row: CertificateListRow, locale: Locale) => ExportCell> = {
  vendorName: (r) => r.vendorName,
  typeName: (r) => r.typeName,
  certificateNo: (r) => r.certificateNo,
  validFrom: (r) => r.validFrom,
  validTo: (r) => r.validTo,
  daysLeft: (r) => r.daysLeft,
  state: (r, locale) => translateCode(locale, `vendor.certificateState.${r.state}`),
  notices: (r) => r.noticeCount,
  lastNoticeAt: (r) =>
    r.lastNoticeAt ? new Date(r.lastNoticeAt).toLocaleDateString('en-CA', { timeZone: 'Asia/Shanghai' }) : '',
};

const businessColumns: Record<string, (row: BusinessRow, locale: Locale) => ExportCell> = {
  name: (r) => r.name,
  socialCreditCode: (r) => r.socialCreditCode,
  firstClass: (r) => `${r.firstClassCode} ${r.firstClassName}`,
  class: (r) => `${r.classCode} ${r.className}`,
  level: (r) => (r.levelCode ? `${r.levelCode} ${r.levelName ?? ''}` : ''),
  status: (r, locale) => codeLabel('supplierStatus', r.status, locale) ?? '',
};

export function registerVendorExports(): void {
  registerExport<BusinessQuery, BusinessRow>({
    key: 'vendor.business',
    nameCode: ERROR_CODES.exportListVendorBusiness,
    permission: PERMISSIONS.supplier,
    filters: businessQuerySchema,
    page: (tx, ctx, { filters, cursor, pageSize, locale }) =>
      pageBusiness(tx, ownerOf(ctx).tenantId, { ...filters, cursor: cursor ?? undefined, pageSize }, locale),
    count: (tx, ctx, filters) => countBusiness(tx, ownerOf(ctx).tenantId, filters),
    columns: businessColumns,
  });
  registerExport<CertificatePageQuery, CertificateListRow>({
    key: 'vendor.certificates',
    nameCode: ERROR_CODES.exportListCertificates,
    permission: PERMISSIONS.supplier,
    filters: certificatePageQuerySchema,
    page: (tx, ctx, { filters, cursor, pageSize, locale }) =>
      pageCertificates(
        tx,
        ownerOf(ctx).tenantId,
        { ...filters, cursor: cursor ?? undefined, pageSize },
        locale,
      ),
    count: (tx, ctx, filters) => countCertificates(tx, ownerOf(ctx).tenantId, filters),
    columns: certificateColumns,
  });
  registerExport<SupplierPageQuery, SupplierRow>({
    key: 'vendor.suppliers',
    nameCode: ERROR_CODES.exportListSuppliers,
    permission: PERMISSIONS.supplier,
    filters: supplierPageQuerySchema,
    page: (tx, ctx, { filters, cursor, pageSize, locale }) =>
      pageSuppliers(tx, ownerOf(ctx).tenantId, { ...filters, cursor: cursor ?? undefined, pageSize }, locale),
    count: (tx, ctx, filters) => countSuppliers(tx, ownerOf(ctx).tenantId, filters),
    columns,
  });
}
