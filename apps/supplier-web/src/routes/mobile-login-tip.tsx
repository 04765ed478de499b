import { MobileLoginTipPage } from '@procure/shell-feature-shell';

export function Component() {
  return <MobileLoginTipPage site="supplier" />;
}
