import type { RemoteModules } from '@portfolio/ui';
import { ServicesPage } from '../features/services/ServicesPage';

/** Checked against the shell's contract at compile time: a prop change that breaks the shell fails the build. */
export default ServicesPage satisfies RemoteModules['mf_forms/ServicesPage']['default'];
