import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync, existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { buildSync } from 'esbuild';

/** Where a remote's own page finds the federation runtime when it runs without the shell. */
export const RUNTIME_CORE_FILE = 'federation-runtime-core.js';

/**
 * Builds `@module-federation/runtime-core` as a classic script that sets the global a remote built with
 * `externalRuntime` reads, into a folder rsbuild serves and copies as public files. Returns that folder.
 */
export function runtimeCoreDir(): string {
  const require = createRequire(import.meta.url);
  // The very module the shell's inject plugin provides, so host and standalone remote agree.
  const enhanced = require.resolve('@module-federation/enhanced');
  const entry = createRequire(enhanced).resolve('@module-federation/runtime-tools/runtime-core');
  // Keyed by the resolved file, whose path names the installed version: an upgrade builds a fresh copy.
  const key = createHash('sha256').update(entry).digest('hex').slice(0, 12);
  const dir = path.join(import.meta.dirname, '..', 'node_modules', '.cache', `federation-runtime-${key}`);
  const file = path.join(dir, RUNTIME_CORE_FILE);
  if (!existsSync(file)) {
    mkdirSync(dir, { recursive: true });
    const out = buildSync({
      entryPoints: [entry],
      bundle: true,
      format: 'iife',
      globalName: '_FEDERATION_RUNTIME_CORE',
      minify: true,
      write: false,
      platform: 'browser',
    });
    writeFileSync(file, out.outputFiles[0]!.text);
  }
  return dir;
}
