import type { z } from 'zod';
import { PERMISSIONS } from '@procure/shared-codes';
import type { Db } from '@procure/server-db';
import { CODED_KINDS, listCoded, saveCoded, setDisabled, type CodedKind } from './services/coded-service.ts';
import { listCategoryTree, saveCategory } from './services/category-service.ts';
import {
  listContractTypes,
  listInvoiceTitles,
  saveContractType,
  saveInvoiceTitle,
  setInvoiceTitleDisabled,
} from './services/document-service.ts';
import { listCurrencies, saveCurrency, setCurrencyDisabled } from './services/currency-service.ts';
import { listVendors, saveVendor, setVendorDisabled } from './services/vendor-service.ts';
import type { EntityDef } from './entity-routes.ts';
import {
  categoryInputSchema,
  categorySchema,
  codedInputSchema,
  codedItemSchema,
  contractTypeInputSchema,
  contractTypeSchema,
  costCentreInputSchema,
  costCentreSchema,
  currencyInputSchema,
  currencySchema,
  departmentInputSchema,
  departmentSchema,
  invoiceTitleInputSchema,
  invoiceTitleSchema,
  legalEntityInputSchema,
  legalEntitySchema,
  vendorInputSchema,
  vendorSchema,
} from './wire.ts';

const permission = PERMISSIONS.settingMasterData;
const disableIn = (table: string) => (tx: Db, tenantId: string, id: string, disabled: boolean) =>
  setDisabled(tx, table, tenantId, id, disabled);
const coded = (kind: CodedKind) => ({
  // The extra columns come back untyped: the item schema of the route checks them.
  list: async (tx: Db, tenantId: string, locale: 'zh-CN' | 'en-US', options: { includeDisabled: boolean }) =>
    (await listCoded(tx, kind, tenantId, locale, options)) as never[],
  save: (tx: Db, tenantId: string, input: { id?: string; code: string; nameZh: string; nameEn: string }) =>
    saveCoded(tx, kind, tenantId, input),
  setDisabled: disableIn(kind.table),
});

/** Type-checks one definition, then widens it for the common list (the routes validate at runtime). */
const entity = <I extends z.ZodType, N extends z.ZodType>(def: EntityDef<I, N>) =>
  def as unknown as EntityDef<z.ZodType, z.ZodType>;

// Each entity of spec §7 "Master data" with its wire shapes and services.
export const ENTITIES: EntityDef<z.ZodType, z.ZodType>[] = [
  entity({
    path: 'legalEntities',
    title: 'Legal entities',
    permission,
    item: legalEntitySchema,
    input: legalEntityInputSchema,
    ...coded(CODED_KINDS.legalEntities),
  }),
  entity({
    path: 'departments',
    title: 'Departments',
    permission,
    item: departmentSchema,
    input: departmentInputSchema,
    ...coded(CODED_KINDS.departments),
  }),
  entity({
    path: 'costCentres',
    title: 'Cost centres',
    permission,
    item: costCentreSchema,
    input: costCentreInputSchema,
    ...coded(CODED_KINDS.costCentres),
    list: async (tx, tenantId, locale, options) =>
      (await listCoded(tx, CODED_KINDS.costCentres, tenantId, locale, options)).map((r) => ({
        ...r,
        departmentId: (r['departmentId'] as string | null) ?? null,
        costCenterName: r.name,
      })),
  }),
  entity({
    path: 'units',
    title: 'Units',
    permission,
    item: codedItemSchema,
    input: codedInputSchema,
    ...coded(CODED_KINDS.units),
  }),
  entity({
    path: 'financialAccounts',
    title: 'Financial accounts',
    permission,
    item: codedItemSchema,
    input: codedInputSchema,
    ...coded(CODED_KINDS.financialAccounts),
  }),
  entity({
    path: 'procurementCategories',
    title: 'Procurement categories (two levels with accounts)',
    permission,
    item: categorySchema,
    input: categoryInputSchema,
    list: listCategoryTree,
    save: saveCategory,
    setDisabled: disableIn('md_categories'),
  }),
  entity({
    path: 'invoiceTitles',
    title: "Invoice titles (the buyer's invoice headers)",
    permission,
    item: invoiceTitleSchema,
    input: invoiceTitleInputSchema,
    list: (tx, tenantId, _locale, options) => listInvoiceTitles(tx, tenantId, options),
    save: saveInvoiceTitle,
    setDisabled: setInvoiceTitleDisabled,
  }),
  entity({
    path: 'contractTypes',
    title: 'Contract types',
    permission,
    item: contractTypeSchema,
    input: contractTypeInputSchema,
    list: listContractTypes,
    save: saveContractType,
    setDisabled: disableIn('md_contract_types'),
  }),
  entity({
    path: 'vendors',
    title: 'Vendors (minimal buyer record)',
    permission,
    item: vendorSchema,
    input: vendorInputSchema,
    list: (tx, tenantId, _locale, options) => listVendors(tx, tenantId, options),
    save: saveVendor,
    setDisabled: setVendorDisabled,
  }),
  entity({
    path: 'currencies',
    title: 'Currencies with their latest rate',
    permission: PERMISSIONS.currency,
    item: currencySchema,
    input: currencyInputSchema,
    list: listCurrencies,
    save: saveCurrency,
    setDisabled: setCurrencyDisabled,
  }),
];
