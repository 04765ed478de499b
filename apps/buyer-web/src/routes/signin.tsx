import { SigninPage } from '@procure/registration-feature-signin';

export function Component() {
  return <SigninPage />;
}
