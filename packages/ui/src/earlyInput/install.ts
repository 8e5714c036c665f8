import { installEarlyInput } from './earlyInput';
import { installImageReveal } from './revealImages';

// The shell's build inlines this file, bundled on its own, at the top of every page's head.
installEarlyInput(document);
installImageReveal(document);
