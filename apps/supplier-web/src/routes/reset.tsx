import { ResetPasswordPage } from '@procure/identity-feature-login';

/** /reset: password reset by SMS code (public, outside the route guard). */
export function Component() {
  return <ResetPasswordPage site="supplier" />;
}
