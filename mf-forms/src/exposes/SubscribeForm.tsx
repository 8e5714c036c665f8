import type { RemoteModules } from '@portfolio/ui';
import { SubscribeForm } from '../features/newsletter/SubscribeForm';

/** Checked against the shell's contract at compile time: a prop change that breaks the shell fails the build. */
export default SubscribeForm satisfies RemoteModules['mf_forms/SubscribeForm']['default'];
