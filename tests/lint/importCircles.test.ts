import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

/**
 * The import-circle rule (eslint.circles.mjs), run as `pnpm lint` runs it: ESLint's Node API with the repository's
 * own config, over two files this test writes. They sit in a folder of the repository (the config's globs are
 * relative to it) with a tsconfig of their own, the type-aware program the rule reads its graph from.
 */
const REPO = path.resolve(import.meta.dirname, '../..');
const RULE = 'circles/no-import-circle';

let dir: string;

beforeEach(() => {
  dir = mkdtempSync(path.join(REPO, 'tests', '.circle-fixture-'));
  const tsconfig = { compilerOptions: { strict: true, module: 'esnext', moduleResolution: 'bundler', target: 'es2022', types: [] }, include: ['*.ts'] };
  writeFileSync(path.join(dir, 'tsconfig.json'), JSON.stringify(tsconfig));
});

afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** Writes the files and lints them: the rule's messages, by file name. */
async function lint(files: Record<string, string>) {
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text);
  const eslint = new ESLint({
    cwd: REPO,
    overrideConfig: {
      files: [`${path.relative(REPO, dir)}/**/*.ts`],
      languageOptions: { parserOptions: { project: path.join(dir, 'tsconfig.json'), tsconfigRootDir: dir } },
    },
  });
  const results = await eslint.lintFiles(Object.keys(files).map((name) => path.join(dir, name)));
  return Object.fromEntries(results.map((r) => [path.basename(r.filePath), r.messages.filter((m) => m.ruleId === RULE || m.fatal).map((m) => m.ruleId)]));
}

describe('the import-circle lint', () => {
  it('fails on two modules that import each other', async () => {
    const found = await lint({
      'a.ts': "import { b } from './b';\nexport const a = (): number => b + 1;\n",
      'b.ts': "import { a } from './a';\nexport const b = 1;\nexport const twice = (): number => a() * 2;\n",
    });
    expect(found).toEqual({ 'a.ts': [RULE], 'b.ts': [RULE] });
  }, 120_000);

  it('fails on a circle made of type-only imports too', async () => {
    const found = await lint({
      'a.ts': "import type { B } from './b';\nexport interface A { b?: B }\n",
      'b.ts': "import type { A } from './a';\nexport interface B { a?: A }\n",
    });
    expect(found).toEqual({ 'a.ts': [RULE], 'b.ts': [RULE] });
  }, 120_000);

  it('passes the same modules once one of the arrows is gone', async () => {
    const found = await lint({
      'a.ts': "import { b } from './b';\nexport const a = (): number => b + 1;\n",
      'b.ts': 'export const b = 1;\n',
    });
    expect(found).toEqual({ 'a.ts': [], 'b.ts': [] });
  }, 120_000);
});
