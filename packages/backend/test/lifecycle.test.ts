import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { MEMORY, startBackend } from '../src/index';

const packageDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const tsx = path.join(packageDir, 'node_modules', '.bin', 'tsx');

// A child process compiles the CLI and opens a database: allow for a busy machine.
const CLI_TIMEOUT = 120_000;

interface Exit {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs the CLI; `onOutput` may signal it once it has printed what the test waits for. */
function runCli(env: Record<string, string>, onOutput?: (stdout: string, kill: () => void) => void): Promise<Exit> {
  return new Promise((resolve) => {
    const child = spawn(tsx, ['src/cli.ts'], { cwd: packageDir, env: { ...process.env, ...env } });
    let stdout = '';
    let stderr = '';
    let killed = false;
    // One signal only: a second one makes the CLI exit at once with status 1, by design.
    const kill = () => {
      if (!killed) child.kill('SIGTERM');
      killed = true;
    };
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      onOutput?.(stdout, kill);
    });
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

function occupyPort(): Promise<{ server: Server; port: number }> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      resolve({ server, port: typeof address === 'object' && address ? address.port : 0 });
    });
  });
}

describe('starting and stopping', () => {
  const scratch = mkdtempSync(path.join(tmpdir(), 'backend-lifecycle-'));
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  it(
    'the CLI exits 1 with one line naming a busy port',
    async () => {
      const { server, port } = await occupyPort();
      try {
        const result = await runCli({ BACKEND_PORT: String(port), DATA_DIR: MEMORY });
        expect(result.code).toBe(1);
        expect(result.stderr.trim().split('\n')).toHaveLength(1);
        expect(result.stderr).toContain(`Port ${port} is already in use`);
      } finally {
        server.close();
      }
    },
    CLI_TIMEOUT,
  );

  it(
    'the CLI prints URL and keys, then stops cleanly on SIGTERM',
    async () => {
      const result = await runCli({ BACKEND_PORT: '0', DATA_DIR: MEMORY }, (stdout, kill) => {
        if (stdout.includes('pnpm mail')) kill();
      });
      expect(result.code).toBe(0);
      expect(result.stdout).toMatch(/API URL\s+http:\/\/127\.0\.0\.1:\d+/);
      expect(result.stdout).toMatch(/anon key\s+eyJ/);
      expect(result.stdout).toMatch(/service_role key\s+eyJ/);
      expect(result.stdout).toMatch(/e-mails\s+`pnpm mail`/);
    },
    CLI_TIMEOUT,
  );

  it('explains a data directory that is a file', async () => {
    const file = path.join(scratch, 'not-a-dir');
    writeFileSync(file, 'x');
    await expect(startBackend({ port: 0, dataDir: file, quiet: true })).rejects.toThrow(/not a usable directory/);
  });

  it('explains a damaged database and releases the directory', async () => {
    const dataDir = path.join(scratch, 'damaged');
    mkdirSync(path.join(dataDir, 'pgdata'), { recursive: true });
    writeFileSync(path.join(dataDir, 'pgdata', 'PG_VERSION'), 'garbage\n');
    await expect(startBackend({ port: 0, dataDir, quiet: true })).rejects.toThrow(/Cannot open the database in .*move the data directory away/s);
    await expect(startBackend({ port: 0, dataDir, quiet: true })).rejects.toThrow(/Cannot open the database/);
  });
});
