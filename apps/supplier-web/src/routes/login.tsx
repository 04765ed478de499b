import { LoginPage } from '@procure/identity-feature-login';

export function Component() {
  return <LoginPage site="supplier" redirectTo="/" />;
}
