/**
 * What `pnpm new-remote` writes outside the new folder (docs/teams.md): the remote's pipeline, a copy of another
 * remote's caller workflow with the folder's name in its place, and its line in CODEOWNERS with a placeholder team.
 */

/** The remote whose caller workflow a new remote's starts from. */
export const PIPELINE_TEMPLATE = 'mf-forms';

/** `.github/workflows/<dir>.yml`: the template's workflow with every mention of its folder changed to `dir`. */
export function pipelineFor(dir: string, template: string): string {
  return template.split(PIPELINE_TEMPLATE).join(dir);
}

/** CODEOWNERS with `/<dir>/` and a placeholder team a fork fills in, after the apps' lines (the last match wins). */
export function withOwner(codeowners: string, dir: string): string {
  const lines = codeowners.split('\n');
  const line = `${`/${dir}/`.padEnd(24)}@your-org/${dir.replace(/^mf-/, '')}-team`;
  if (lines.includes(line)) return codeowners;
  const lastApp = lines.findLastIndex((l) => l.startsWith('/mf-') || l.startsWith('/shell/'));
  lines.splice(lastApp + 1, 0, line);
  return lines.join('\n');
}
