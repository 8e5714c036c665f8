import type { RemoteModules } from '@portfolio/ui';
import { ResetPasswordPage } from '../features/resetPassword/ResetPasswordPage';

/** Checked against the shell's contract at compile time: a prop change that breaks the shell fails the build. */
export default ResetPasswordPage satisfies RemoteModules['mf_account/ResetPasswordPage']['default'];
