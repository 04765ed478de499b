import type { ApiV1Paths, DataOf } from '@procure/shared-api-client';

type GetData<P extends keyof ApiV1Paths> = ApiV1Paths[P] extends { get: { responses: { 200: infer R } } }
  ? DataOf<R>
  : never;
type PostBody<P extends keyof ApiV1Paths> = ApiV1Paths[P] extends {
  post: { requestBody?: { content: { 'application/json': infer B } } };
}
  ? B
  : never;

/** The entities with a lookup list, a management list, save and disable/enable. */
export const MANAGED_ENTITIES = [
  'legalEntities',
  'departments',
  'costCentres',
  'units',
  'financialAccounts',
  'procurementCategories',
  'invoiceTitles',
  'contractTypes',
  'vendors',
  'currencies',
] as const;
export type ManagedEntity = (typeof MANAGED_ENTITIES)[number];

export type LookupItem<E extends ManagedEntity | 'employees'> = E extends ManagedEntity
  ? EntityItem<E>
  : Employee;
export type LookupPath = `/masterdata/${ManagedEntity | 'employees'}/list`;
type ItemOf<L> = L extends readonly (infer I)[] ? I : never;
export type EntityItem<E extends ManagedEntity> = ItemOf<GetData<`/masterdata/${E}/list`>>;
export type EntityInput<E extends ManagedEntity> = PostBody<`/masterdata/${E}/save`>;

export type LegalEntity = EntityItem<'legalEntities'>;
export type Department = EntityItem<'departments'>;
export type CostCentre = EntityItem<'costCentres'>;
export type Unit = EntityItem<'units'>;
export type FinancialAccount = EntityItem<'financialAccounts'>;
export type ProcurementCategory = EntityItem<'procurementCategories'>;
export type InvoiceTitle = EntityItem<'invoiceTitles'>;
export type ContractType = EntityItem<'contractTypes'>;
export type Vendor = EntityItem<'vendors'>;
export type Currency = EntityItem<'currencies'>;
export type Employee = ItemOf<GetData<'/masterdata/employees/list'>>;
export type ExchangeRate = ItemOf<GetData<'/masterdata/currencies/rates'>>;
export type AddRateBody = PostBody<'/masterdata/currencies/rates'>;
export type ProcurementSetting = GetData<'/procurementSetting/getParam'>;
export type SaveProcurementSettingBody = PostBody<'/procurementSetting/saveParam'>;
export type DecimalConfig = GetData<'/masterdata/decimalConfig'>;
