import { LoginPage } from '@procure/identity-feature-login';

/** /supplierlogin: the "new login" (POST /new/login and /new/loginMobile); public, outside the route guard. */
export function Component() {
  return <LoginPage site="supplier" variant="new" redirectTo="/" />;
}
