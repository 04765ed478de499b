export {
  emptyAddressFormValues,
  toAddressFormValues,
  toAddressTypeCode,
  type AddressFormValues,
  type AddressView,
} from './address-model.ts';
export { addressTypeLabel, addressTypeLabels } from './address-type-label.ts';
export { RegionCascader, type RegionCascaderProps } from './region-cascader.tsx';
export { AddressForm, type AddressFormProps } from './address-form.tsx';
export { AddressFormDialog, type AddressFormDialogProps } from './address-form-dialog.tsx';
