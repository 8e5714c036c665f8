import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { SITE_CONFIG_FILE, assertSiteConfig } from '@portfolio/federation';
import { REPO_ROOT } from '../paths';
import { BACKEND_ANSWER_TIMEOUT_MS, siteConfigNotJson } from './constants';
import type { Probes } from './preflight';

/** Null when the port can be opened on this host (it is closed again at once), else the error code. */
export function portError(port: number, host: string): Promise<string | null> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', (err: NodeJS.ErrnoException) => resolve(err.code ?? err.message));
    probe.listen({ port, host, exclusive: true }, () => probe.close(() => resolve(null)));
  });
}

/** Why a request gets no answer, in a few words: the system's error code, or the time waited. */
function noAnswer(err: unknown, timeoutMs: number): string {
  const error = err as Error & { cause?: { code?: string; message?: string } };
  if (error.name === 'TimeoutError') return `no answer in ${timeoutMs / 1000} s`;
  const code = error.cause?.code;
  if (code === 'ECONNREFUSED') return 'connection refused';
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return 'no such host';
  // fetch says "fetch failed" and keeps the reason (a code, or words such as "bad port") in its cause.
  return code ?? error.cause?.message ?? error.message;
}

/** Null when anything answers HTTP at the backend's health address (any status: the backend is there), else why not. */
export async function backendError(url: string, key: string, timeoutMs = BACKEND_ANSWER_TIMEOUT_MS): Promise<string | null> {
  try {
    const res = await fetch(`${url.replace(/\/+$/, '')}/auth/v1/health`, { headers: { apikey: key }, signal: AbortSignal.timeout(timeoutMs) });
    await res.body?.cancel();
    return null;
  } catch (err) {
    return noAnswer(err, timeoutMs);
  }
}

/** Line and column (from 1) of a character offset in a text. */
export function lineAndColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset).split('\n');
  return { line: before.length, column: before.at(-1)!.length + 1 };
}

/**
 * site.config.json's problems, one line each: where it stops being JSON (a trailing comma), else what its schema
 * refuses and the files it names that are missing (the build's own check, assertSiteConfig).
 */
export function siteConfigProblems(root = REPO_ROOT): string[] {
  const file = path.join(root, SITE_CONFIG_FILE);
  if (!existsSync(file)) return [`${SITE_CONFIG_FILE} is missing from ${root}.`];
  const text = readFileSync(file, 'utf8');
  try {
    JSON.parse(text);
  } catch (err) {
    const message = (err as Error).message;
    const offset = Number(/at position (\d+)/.exec(message)?.[1] ?? text.length);
    const { line, column } = lineAndColumn(text, offset);
    return [siteConfigNotJson(SITE_CONFIG_FILE, line, column, message.replace(/ in JSON at position \d+.*$/s, ''))];
  }
  try {
    assertSiteConfig(root);
    return [];
  } catch (err) {
    return (err as Error).message.split('\n');
  }
}

/** The checks as they run for `pnpm start` on this machine. */
export const machineProbes: Probes = { portError, backendError: (url, key) => backendError(url, key), siteConfigProblems: () => siteConfigProblems() };
