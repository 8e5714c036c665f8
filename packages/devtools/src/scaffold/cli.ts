import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { APPS } from '@portfolio/federation';
import { REPO_ROOT } from '../paths';
import { newRemoteRefusal } from './constants';
import { PIPELINE_TEMPLATE, pipelineFor, withOwner } from './pipeline';
import { invalidNewRemote, remainingSteps, remoteFiles } from './remoteFiles';

/** `pnpm new-remote mf-blog BlogPage`: writes a new remote's folder (README, "Add a remote"). */
function main() {
  const [dir = '', expose = ''] = process.argv.slice(2);
  const existing = readdirSync(REPO_ROOT).filter((d) => d.startsWith('mf-'));
  const problem = invalidNewRemote({ dir, expose }, existing);
  if (problem) throw new Error(newRemoteRefusal(problem));
  // The smallest remote's dependencies: the new one starts with the same versions.
  const like = JSON.parse(readFileSync(path.join(REPO_ROOT, APPS.mf_quote.dir, 'package.json'), 'utf8')) as Parameters<typeof remoteFiles>[1];
  const root = path.join(REPO_ROOT, dir);
  for (const [file, text] of Object.entries(remoteFiles({ dir, expose }, like))) {
    const target = path.join(root, file);
    if (existsSync(target)) throw new Error(`${target} exists already.`);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, text);
  }
  // Its pipeline and owner (docs/teams.md): a fork renames the placeholder team.
  const workflows = path.join(REPO_ROOT, '.github', 'workflows');
  const pipeline = path.join(workflows, `${dir}.yml`);
  if (existsSync(pipeline)) throw new Error(`${pipeline} exists already.`);
  writeFileSync(pipeline, pipelineFor(dir, readFileSync(path.join(workflows, `${PIPELINE_TEMPLATE}.yml`), 'utf8')));
  const codeowners = path.join(REPO_ROOT, '.github', 'CODEOWNERS');
  writeFileSync(codeowners, withOwner(readFileSync(codeowners, 'utf8'), dir));
  const port = Math.max(...Object.values(APPS).map((a) => a.port)) + 1;
  console.log(
    `Wrote ${dir}/, .github/workflows/${dir}.yml and its CODEOWNERS line. Now add one line to each table:\n${remainingSteps({ dir, expose }, port)
      .map((s) => `  - ${s}`)
      .join('\n')}`,
  );
}

try {
  main();
} catch (err) {
  console.error((err as Error).message);
  process.exit(1);
}
