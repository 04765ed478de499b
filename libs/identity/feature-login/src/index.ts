export { LoginPage } from './login-page.tsx';
export type { LoginPageProps } from './login-page.tsx';
export { ResetPasswordPage } from './reset-password-page.tsx';
export type { ResetPasswordPageProps, LoginNotice } from './reset-password-page.tsx';
export type { LoginVariant } from './login-tabs.tsx';
export { signInRoutes } from './sign-in-routes.tsx';
