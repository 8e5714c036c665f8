import { APPS, REMOTE_NAMES, appByDir, type AppName, type RemoteName } from '@portfolio/federation';
import { exitOnError } from '../lifecycle';
import { CONTRACT_MESSAGES } from './constants';
import { liveShellContract, remoteContractProblems } from './checkRemote';

const USAGE = 'pnpm contract <remote> [--from <live site URL or folder>]  (after building the remote)';

/**
 * `pnpm contract mf-quote --from https://www.example.org`: checks the remote's build against the live shell's
 * published contract before it is released (docs/teams.md). Without --from, against the shell of this tree.
 */
async function main() {
  const args = process.argv.slice(2).filter((a) => a !== '--');
  const fromAt = args.indexOf('--from');
  const from = fromAt >= 0 ? args[fromAt + 1] : undefined;
  if (fromAt >= 0 && !from) throw new Error(USAGE);
  const name = args.find((a, i) => !a.startsWith('--') && (fromAt < 0 || i !== fromAt + 1));
  const app = name && ((name in APPS ? name : appByDir(name)) as AppName | undefined);
  if (!app || app === 'shell') throw new Error(`${USAGE}\n  remotes: ${REMOTE_NAMES.map((r) => APPS[r].dir).join(', ')}`);
  const remote: RemoteName = app;
  const problems = remoteContractProblems(remote, await liveShellContract(from));
  for (const p of problems) console.error(`  ${p}`);
  if (problems.length) throw new Error(CONTRACT_MESSAGES.failed(remote, problems.length));
  console.log(CONTRACT_MESSAGES.passed(remote));
}

main().catch(exitOnError);
