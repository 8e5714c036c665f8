import type { RemoteModules } from '@portfolio/ui';
import { SignInPage } from '../features/signIn/SignInPage';

/** Checked against the shell's contract at compile time: a prop change that breaks the shell fails the build. */
export default SignInPage satisfies RemoteModules['mf_account/SignInPage']['default'];
