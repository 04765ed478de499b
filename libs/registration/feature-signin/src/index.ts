export { SigninPage } from './signin-page.tsx';
