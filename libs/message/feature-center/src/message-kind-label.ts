import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { MessageListFilters } from '@procure/message-data-access';

export type MessageKind = NonNullable<MessageListFilters['kind']>;

/** What each kind is called in the list and the filter. */
export const MESSAGE_KIND_LABELS: Record<MessageKind, MessageDescriptor> = {
  approvalTask: msg`Approval to-do`,
  approvalResult: msg`Approval result`,
  orderCreated: msg`Order`,
  notice: msg`Notice`,
};
