import { z } from 'zod';
import { CODES } from '@procure/shared-codes';
import { nameLength, optional, rules } from '@procure/shared-validation';
import { defineImport } from '@procure/server-import';
import { codeRule, shortName } from '../wire.ts';

// The spreadsheet imports of the master data (issue #6 item 1.6): columns, header texts and cell rules.
// Each importer is built per upload with what the database already holds (`Known`), so that its row
// check reports duplicates and unknown references with their Excel row and column.

/** Codes already in the tenant (and, for references, their ids). */
export type Known = {
  codes: Set<string>;
  /** Department code → id (cost centres); level-1 category code → id; account code → id. */
  departments: Map<string, string>;
  parents: Map<string, string>;
  accounts: Map<string, string>;
};
export const emptyKnown = (): Known => ({
  codes: new Set(),
  departments: new Map(),
  parents: new Map(),
  accounts: new Map(),
});

const DUPLICATE = 'masterdata.importDuplicate';
const UNKNOWN = 'masterdata.importUnknownRef';
type Problem = { key: string; code: string };

/** Reports a code seen before in the file or already stored; remembers it. */
function uniqueIn(known: Set<string>, key: string, value: string, problems: Problem[]) {
  if (known.has(value)) problems.push({ key, code: DUPLICATE });
  known.add(value);
}

export const splitCodes = (value: string | undefined) =>
  (value ?? '')
    .split(/[,，;；\s]+/)
    .map((v) => v.trim())
    .filter(Boolean);

const names = [
  { key: 'code', header: { zh: '编码', en: 'Code' }, schema: codeRule, example: 'PCS' },
  { key: 'nameZh', header: { zh: '中文名称', en: 'Chinese name' }, schema: shortName, example: '个' },
  { key: 'nameEn', header: { zh: '英文名称', en: 'English name' }, schema: shortName, example: 'piece' },
] as const;

const statusCodes: readonly string[] = Object.values(CODES.supplierStatus).map((s) => String(s.code));

export const unitImport = (known = emptyKnown()) =>
  defineImport({
    sheet: { zh: '计量单位', en: 'Units' },
    columns: names,
    check: (row) => {
      const problems: Problem[] = [];
      uniqueIn(known.codes, 'code', row.code, problems);
      return problems;
    },
  });

export const costCentreImport = (known = emptyKnown()) =>
  defineImport({
    sheet: { zh: '成本中心', en: 'Cost centres' },
    columns: [
      { ...names[0], example: 'CC-100' },
      { ...names[1], example: '行政成本中心' },
      { ...names[2], example: 'Administration' },
      {
        key: 'departmentCode',
        header: { zh: '部门编码', en: 'Department code' },
        schema: optional(codeRule),
      },
    ] as const,
    check: (row) => {
      const problems: Problem[] = [];
      uniqueIn(known.codes, 'code', row.code, problems);
      if (row.departmentCode && !known.departments.has(row.departmentCode))
        problems.push({ key: 'departmentCode', code: UNKNOWN });
      return problems;
    },
  });

export const categoryImport = (known = emptyKnown()) =>
  defineImport({
    sheet: { zh: '采购类别', en: 'Procurement categories' },
    columns: [
      { ...names[0], example: 'IT-PC' },
      { ...names[1], example: '电脑' },
      { ...names[2], example: 'Computers' },
      {
        key: 'parentCode',
        header: { zh: '上级类别编码', en: 'Parent category code' },
        schema: optional(codeRule),
        example: 'IT',
      },
      {
        key: 'accountCodes',
        header: { zh: '财务科目编码（逗号分隔）', en: 'Account codes (comma-separated)' },
        schema: optional(z.string().max(500, 'validation.tooLong')),
        example: '6602',
      },
    ] as const,
    check: (row) => {
      const problems: Problem[] = [];
      uniqueIn(known.codes, 'code', row.code, problems);
      // A parent is a first-level category, stored or on an earlier row of the file.
      if (row.parentCode && !known.parents.has(row.parentCode))
        problems.push({ key: 'parentCode', code: UNKNOWN });
      if (!row.parentCode) known.parents.set(row.code, '');
      if (splitCodes(row.accountCodes).some((code) => !known.accounts.has(code)))
        problems.push({ key: 'accountCodes', code: UNKNOWN });
      return problems;
    },
  });

export const vendorImport = (known = emptyKnown()) =>
  defineImport({
    sheet: { zh: '供应商', en: 'Suppliers' },
    columns: [
      {
        key: 'name',
        header: { zh: '供应商名称', en: 'Supplier name' },
        schema: nameLength,
        example: '上海示例有限公司',
      },
      {
        key: 'socialCreditCode',
        header: { zh: '统一社会信用代码', en: 'Unified social credit code' },
        schema: rules.socialCreditCode,
        example: '91310000MA1FL00001',
      },
      {
        key: 'status',
        header: { zh: '状态编码', en: 'Status code' },
        schema: optional(z.string().refine((v) => statusCodes.includes(v), 'validation.oneOf')),
        example: '1',
      },
      { key: 'contactName', header: { zh: '联系人', en: 'Contact' }, schema: optional(shortName) },
      {
        key: 'contactMobile',
        header: { zh: '联系人手机', en: 'Contact mobile' },
        schema: optional(rules.mobile),
      },
      {
        key: 'contactEmail',
        header: { zh: '联系人邮箱', en: 'Contact e-mail' },
        schema: optional(rules.email),
      },
    ] as const,
    check: (row) => {
      const problems: Problem[] = [];
      uniqueIn(known.codes, 'socialCreditCode', row.socialCreditCode, problems);
      return problems;
    },
  });

export const IMPORT_KINDS = ['units', 'costCentres', 'procurementCategories', 'vendors'] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];
export const importKindSchema = z.enum(IMPORT_KINDS, 'validation.oneOf');
