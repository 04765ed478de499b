import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { ADDRESS_TYPE, type AddressTypeCode } from '@procure/shared-codes';

/** Labels of the address type codes, rendered with `i18n._(…)` in the active language. */
export const addressTypeLabels: Record<AddressTypeCode, MessageDescriptor> = {
  [ADDRESS_TYPE.receiving]: msg`Receiving`,
  [ADDRESS_TYPE.invoice]: msg`Invoice mailing`,
};

export function addressTypeLabel(code: number): MessageDescriptor | undefined {
  return code === ADDRESS_TYPE.receiving || code === ADDRESS_TYPE.invoice
    ? addressTypeLabels[code]
    : undefined;
}
