import type { RemoteModules } from '@portfolio/ui';
import { ContactPage } from '../features/contact/ContactPage';

/** Checked against the shell's contract at compile time: a prop change that breaks the shell fails the build. */
export default ContactPage satisfies RemoteModules['mf_forms/ContactPage']['default'];
