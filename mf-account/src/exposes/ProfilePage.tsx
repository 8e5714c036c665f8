import type { RemoteModules } from '@portfolio/ui';
import { ProfilePage } from '../features/profile/ProfilePage';

/** Checked against the shell's contract at compile time: a prop change that breaks the shell fails the build. */
export default ProfilePage satisfies RemoteModules['mf_account/ProfilePage']['default'];
