export { SignInPage as default } from '../features/signIn/SignInPage';
