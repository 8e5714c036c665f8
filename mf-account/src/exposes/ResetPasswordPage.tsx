export { ResetPasswordPage as default } from '../features/resetPassword/ResetPasswordPage';
