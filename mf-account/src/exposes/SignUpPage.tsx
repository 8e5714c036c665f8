export { SignUpPage as default } from '../features/signUp/SignUpPage';
