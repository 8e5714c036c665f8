import type { RemoteModules } from '@portfolio/ui';
import { FooterSubscribeForm } from '../features/newsletter/FooterSubscribeForm';

/** Checked against the shell's contract at compile time: a prop change that breaks the shell fails the build. */
export default FooterSubscribeForm satisfies RemoteModules['mf_forms/SubscribeForm']['default'];
