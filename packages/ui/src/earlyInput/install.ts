import { installEarlyInput } from './earlyInput';
import { installImageReveal } from './revealImages';

/** Set by the build from the area table: the areas whose early input is kept (`earlyInputOf` is `replay`). */
declare const __REPLAY_AREAS__: readonly string[];

// The shell's build inlines this file, bundled on its own, at the top of every page's head.
installEarlyInput(document, __REPLAY_AREAS__);
installImageReveal(document);
