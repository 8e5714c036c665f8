import { REFUSAL } from './constants';
import { toOrigin } from './origins';

/** One remote taken from another manifest for this tab. */
export interface PreviewOverride {
  remote: string;
  url: string;
}

/** An override that was not applied, and why. */
export interface PreviewRefusal {
  raw: string;
  reason: string;
}

export interface CheckedOverrides {
  accepted: PreviewOverride[];
  refused: PreviewRefusal[];
}

/** What the site allows: the remotes of its `/remotes.json` and the origins of its allow-list. */
export interface PreviewRules {
  remotes: readonly string[];
  allowed: readonly string[];
}

/** `mf_forms@http://localhost:3900/mf-manifest.json` → the remote and its manifest URL (split at the first `@`). */
function parseOverride(raw: string): PreviewOverride | null {
  const at = raw.indexOf('@');
  if (at <= 0 || at === raw.length - 1) return null;
  return { remote: raw.slice(0, at).trim(), url: raw.slice(at + 1).trim() };
}

function httpOrigin(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : null;
  } catch {
    return null;
  }
}

function refusal(raw: string, rules: PreviewRules): string | null {
  const override = parseOverride(raw);
  if (!override) return REFUSAL.shape;
  if (!rules.remotes.includes(override.remote)) return REFUSAL.unknownRemote(override.remote);
  const origin = httpOrigin(override.url);
  if (!origin) return REFUSAL.notHttp(override.url);
  const allowed = rules.allowed.flatMap((entry) => toOrigin(entry) ?? []);
  if (!allowed.length) return REFUSAL.off;
  return allowed.includes(origin) ? null : REFUSAL.notAllowed(origin);
}

/**
 * Sorts the requested overrides (`<remote>@<manifest URL>`, as given) into accepted and refused. Only a remote of
 * the site, from an http(s) URL whose origin is on the allow-list, is accepted; an empty list accepts nothing. Two
 * overrides of one remote: the later one counts.
 */
export function checkOverrides(requested: readonly string[], rules: PreviewRules): CheckedOverrides {
  const accepted = new Map<string, PreviewOverride>();
  const refused: PreviewRefusal[] = [];
  for (const raw of requested) {
    const reason = refusal(raw, rules);
    if (reason) refused.push({ raw, reason });
    else {
      const override = parseOverride(raw)!;
      accepted.set(override.remote, override);
    }
  }
  return { accepted: [...accepted.values()], refused };
}

/** The text kept in the tab's sessionStorage: the accepted overrides, as they were given. */
export const storedText = (overrides: readonly PreviewOverride[]) => JSON.stringify(overrides.map((o) => `${o.remote}@${o.url}`));

/** The overrides kept in the tab's sessionStorage (checked again on every page: the allow-list may have changed). */
export function fromStoredText(text: string | null): string[] {
  if (!text) return [];
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

/** The remotes manifest with the accepted overrides in place of their remotes' entries. */
export function withOverrides<T extends Record<string, string>>(manifest: T, overrides: readonly PreviewOverride[]): T {
  return { ...manifest, ...Object.fromEntries(overrides.map((o) => [o.remote, o.url])) };
}
