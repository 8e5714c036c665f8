import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from './paths';

const { scripts } = JSON.parse(readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> };

/**
 * The repository's own `pnpm start` (or `pnpm dev`) script, run by pnpm from a scratch folder with its entry point
 * swapped for lifecycle.fixture.ts (a command with things to stop, as start.ts has), then Ctrl-C sent to the whole
 * process group as a terminal sends it. Answers how pnpm ended and what it printed.
 */
async function ctrlC(name: 'start' | 'dev'): Promise<{ code: number | null; out: string }> {
  const scratch = mkdtempSync(path.join(tmpdir(), 'start-scripts-'));
  const script = scripts[name]!.replace(/src\/\w+\.ts/, 'src/lifecycle.fixture.ts').replaceAll('packages/', `${REPO_ROOT}/packages/`);
  writeFileSync(path.join(scratch, 'package.json'), JSON.stringify({ name: 'scratch', private: true, scripts: { [name]: script } }));
  const pnpm = spawn('pnpm', ['run', name], { cwd: scratch, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  const ended = await new Promise<{ code: number | null; out: string }>((resolve) => {
    const read = (chunk: Buffer) => {
      out += chunk.toString();
      if (/^ready$/m.test(out) && !out.includes('^C')) {
        out += '^C\n';
        process.kill(-pnpm.pid!, 'SIGINT');
      }
    };
    pnpm.stdout.on('data', read);
    pnpm.stderr.on('data', read);
    pnpm.once('exit', (code) => resolve({ code, out }));
  });
  rmSync(scratch, { recursive: true, force: true });
  return ended;
}

describe('pnpm start and pnpm dev', () => {
  it('stop everything and end quietly on Ctrl-C: no pnpm or shell in between reports the signal as a failure', async () => {
    for (const name of ['start', 'dev'] as const) {
      const { code, out } = await ctrlC(name);
      expect(out, name).toContain('backend stopped');
      expect(out, name).not.toMatch(/ERR_PNPM|ELIFECYCLE|failed/i);
      expect(code, `${name}:\n${out}`).toBe(0);
    }
  }, 60_000);
});
