import type { RemoteModules } from '@portfolio/ui';
import { InboxPage } from '../features/inbox/InboxPage';

/** Checked against the shell's contract at compile time: a prop change that breaks the shell fails the build. */
export default InboxPage satisfies RemoteModules['mf_account/InboxPage']['default'];
