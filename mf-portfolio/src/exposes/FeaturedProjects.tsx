import type { RemoteModules } from '@portfolio/ui';
import { FeaturedProjects } from '../features/featured/FeaturedProjects';

/** Checked against the shell's contract at compile time: a prop change that breaks the shell fails the build. */
export default FeaturedProjects satisfies RemoteModules['mf_portfolio/FeaturedProjects']['default'];
