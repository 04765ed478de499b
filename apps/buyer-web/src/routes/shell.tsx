import { useTopNavCounts } from '@procure/message-data-access';
import { ShellLayout, shellLoader } from '@procure/shell-feature-shell';
import { queryClient } from '../query-client.ts';

export const loader = shellLoader(queryClient);

export function Component() {
  return <ShellLayout site="buyer" useTopNavCounts={useTopNavCounts} />;
}
