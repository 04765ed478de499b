import { useAddresses } from '@procure/address-data-access';
import {
  useContractTypes,
  useCostCentres,
  useCurrencies,
  useDecimalConfig,
  useEmployees,
  useInvoiceTitles,
  useLegalEntities,
  useProcurementCategories,
  useProcurementSetting,
  useUnits,
  useVendors,
} from '@procure/masterdata-data-access';
import { ADDRESS_TYPE } from '@procure/shared-codes';
import type { SelectOption } from '@procure/shared-ui';
import { todayInChina, type PurchaseApplyOptions } from '@procure/shared-validation';
import { useMemo } from 'react';

export type CategoryChoice = { id: string; label: string; accounts: { code: string; name: string }[] };

export type FormLookups = {
  legalEntities: SelectOption[];
  invoiceTitles: SelectOption[];
  employees: SelectOption[];
  receivingAddresses: SelectOption[];
  costCentres: SelectOption[];
  currencies: SelectOption[];
  units: SelectOption[];
  vendors: SelectOption[];
  contractTypes: SelectOption[];
  /** Material classes (second-level categories) with their financial accounts. */
  categories: CategoryChoice[];
  options: PurchaseApplyOptions;
  defaultCurrency: string;
  ready: boolean;
};

/** Disabled master data leaves the pickers (the server refuses it too), except a value already chosen. */
const enabled = <T extends { disabled?: boolean }>(rows: readonly T[] | undefined) =>
  (rows ?? []).filter((row) => !row.disabled);

/** The pickers of the request form, from the tenant's master data and the person's address book. */
export function useFormLookups(): FormLookups {
  const legalEntities = useLegalEntities();
  const invoiceTitles = useInvoiceTitles();
  const employees = useEmployees();
  const addresses = useAddresses();
  const costCentres = useCostCentres();
  const currencies = useCurrencies();
  const units = useUnits();
  const vendors = useVendors();
  const contractTypes = useContractTypes();
  const categories = useProcurementCategories();
  const setting = useProcurementSetting();
  const decimals = useDecimalConfig();

  return useMemo(() => {
    const remarkMax = setting.data?.purchaseRemarkLimit === 100 ? 100 : 1000;
    return {
      legalEntities: enabled(legalEntities.data).map((e) => ({ value: e.id, label: e.name })),
      invoiceTitles: enabled(invoiceTitles.data).map((e) => ({
        value: e.id,
        label: `${e.title} (${e.taxNo})`,
      })),
      employees: (employees.data ?? []).map((e) => ({ value: e.id, label: e.empName })),
      receivingAddresses: (addresses.data ?? [])
        .filter((a) => a.addressType === ADDRESS_TYPE.receiving)
        .map((a) => ({
          value: a.id,
          label: `${a.name} ${a.phone} · ${a.provinceName}${a.cityName}${a.areaName}${a.address}`,
        })),
      costCentres: enabled(costCentres.data).map((e) => ({ value: e.id, label: e.costCenterName })),
      currencies: enabled(currencies.data).map((e) => ({ value: e.code, label: `${e.code} ${e.name}` })),
      // The stored unit is the Chinese name, as on the catalogue goods ("台"): a value in the reader's
      // language left a cart line's unit unselected in English and stored "unit"/"box" on the request.
      units: enabled(units.data).map((e) => ({ value: e.nameZh, label: e.name })),
      vendors: enabled(vendors.data).map((e) => ({ value: e.id, label: e.name })),
      contractTypes: enabled(contractTypes.data).map((e) => ({
        value: e.contract_type_code,
        label: e.contract_type_name,
      })),
      categories: enabled(categories.data).flatMap((parent) =>
        enabled(parent.classificationList).map((child) => ({
          id: child.id,
          label: `${parent.procurementName} / ${child.procurementName}`,
          accounts: child.financialAccounts.map((a) => ({ code: a.code, name: a.name })),
        })),
      ),
      options: {
        unitPriceDecimals: decimals.data?.customDecimal.inputUnitPriceLimit ?? 2,
        remarkMax,
        today: todayInChina(),
      },
      defaultCurrency: setting.data?.defaultCurrency ?? 'CNY',
      // Settings that fail to load fall back to the defaults (2 decimals, 1000 characters); the server decides.
      ready: !setting.isPending && !decimals.isPending,
    };
  }, [
    legalEntities.data,
    invoiceTitles.data,
    employees.data,
    addresses.data,
    costCentres.data,
    currencies.data,
    units.data,
    vendors.data,
    contractTypes.data,
    categories.data,
    setting.data,
    setting.isPending,
    decimals.data,
    decimals.isPending,
  ]);
}
