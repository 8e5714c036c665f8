import type { RemoteModules } from '@portfolio/ui';
import { SignUpPage } from '../features/signUp/SignUpPage';

/** Checked against the shell's contract at compile time: a prop change that breaks the shell fails the build. */
export default SignUpPage satisfies RemoteModules['mf_account/SignUpPage']['default'];
