import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

/** The cart's quantity rule (the server checks the same): a positive whole number up to 99999. */
export const MAX_QUANTITY = 99_999;

export function quantityError(text: string): MessageDescriptor | undefined {
  if (!/^\d+$/.test(text) || Number(text) < 1) return msg`Enter a whole number of at least 1`;
  if (Number(text) > MAX_QUANTITY) return msg`Enter at most 99999`;
  return undefined;
}
