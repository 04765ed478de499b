import { InboxPage } from '@procure/approval-feature-inbox';

export function Component() {
  return <InboxPage state="done" />;
}
