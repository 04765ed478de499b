export { LoginPage } from './login-page.tsx';
export type { LoginPageProps } from './login-page.tsx';
