import { LoginPage } from '@procure/identity-feature-login';

/** /buyerlogin: the "new login" (POST /new/login and /new/loginMobile); public, outside the route guard. */
export function Component() {
  return <LoginPage site="buyer" variant="new" redirectTo="/" />;
}
