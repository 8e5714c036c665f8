import type { RemoteModules } from '@portfolio/ui';
import { NewsletterPage } from '../features/newsletter/NewsletterPage';

/** Checked against the shell's contract at compile time: a prop change that breaks the shell fails the build. */
export default NewsletterPage satisfies RemoteModules['mf_forms/NewsletterPage']['default'];
