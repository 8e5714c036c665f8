import { installEarlyInput } from './earlyInput';

// The shell's build inlines this file, bundled on its own, at the top of every page's head.
installEarlyInput(document);
