import type { RemoteModules } from '@portfolio/ui';
import { QuoteWizard } from '../features/wizard/QuoteWizard';

/** Checked against the shell's contract at compile time: a prop change that breaks the shell fails the build. */
export default QuoteWizard satisfies RemoteModules['mf_quote/QuoteWizard']['default'];
