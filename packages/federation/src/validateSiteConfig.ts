import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Ajv, type ErrorObject } from 'ajv';

/** The repository root, where `site.config.json` and its schema live. */
export const REPO_ROOT = path.join(import.meta.dirname, '..', '..', '..');
export const SITE_CONFIG_FILE = 'site.config.json';
const SCHEMA_FILE = 'site.config.schema.json';

/** One readable line per schema error, naming the field as the owner wrote it (`socialLinks[1].href`). */
function describe(error: ErrorObject): string {
  const field =
    error.instancePath
      .replace(/^\//, '')
      .replace(/\/(\d+)/g, '[$1]')
      .replace(/\//g, '.') || '(top level)';
  const p = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required':
      return `${field === '(top level)' ? '' : `${field}: `}missing "${String(p.missingProperty)}"`;
    case 'additionalProperties':
      return `${field === '(top level)' ? '' : `${field}: `}unknown field "${String(p.additionalProperty)}"`;
    case 'enum':
      return `${field}: must be one of ${(p.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', ')}`;
    case 'minLength':
      return `${field}: must not be empty`;
    case 'maxLength':
      return `${field}: must be at most ${String(p.limit)} characters`;
    case 'type':
      return `${field}: must be ${String(p.type).replace(',', ' or ')}`;
    case 'pattern':
      return `${field}: ${PATTERN_HINTS[field.replace(/\[\d+\]/g, '[]')] ?? `must match ${String(p.pattern)}`}`;
    default:
      return `${field}: ${error.message ?? 'is invalid'}`;
  }
}

/** What a pattern means, in words, so an owner need not read a regular expression. */
const PATTERN_HINTS: Record<string, string> = {
  url: 'must be an origin such as https://www.example.org (http or https, no path, no trailing slash)',
  photo: 'must be a site path of an image, e.g. /images/owner.jpg (.jpg, .jpeg, .png, .webp or .avif; letters, digits and - _ . ~), or null',
  cv: 'must be a site path of a PDF, e.g. /cv.pdf (letters, digits and - _ . ~), or null',
  bookingUrl: 'must be an https:// address, e.g. a scheduling page, without spaces, quotes or <>, or null',
  'socialLinks[].href': 'must be an https:// address or a mailto: link, without spaces, quotes or <>',
  previewImage: 'must be a site path of a PNG, e.g. /og/site.png (letters, digits and - _ . ~)',
  themeColor: 'must be a colour such as #0f172a',
};

/** Checks a parsed site config against the schema; returns one message per problem, none when it is valid. */
export function siteConfigErrors(config: unknown, schema: object = readJson(SCHEMA_FILE)): string[] {
  const validate = new Ajv({ allErrors: true, strict: false }).compile(schema);
  if (validate(config)) return [];
  // A null where a string is allowed fails both the type and the pattern of the other branch: report it once.
  const errors = (validate.errors ?? []).filter(
    (e) =>
      !(e.keyword === 'type' && e.instancePath && (validate.errors ?? []).some((o) => o !== e && o.instancePath === e.instancePath && o.keyword !== 'type')),
  );
  return [...new Set(errors.map(describe))];
}

function readJson(file: string, root = REPO_ROOT): object {
  return JSON.parse(readFileSync(path.join(root, file), 'utf8')) as object;
}

/** The files the config names (photo, CV) that the shell's public folder lacks, one message each. */
export function missingSiteFiles(config: { photo?: unknown; cv?: unknown }, publicDir: string): string[] {
  return (['photo', 'cv'] as const).flatMap((field) => {
    const file = config[field];
    return typeof file === 'string' && !existsSync(path.join(publicDir, file)) ? [`${field}: ${file} is not in shell/public`] : [];
  });
}

/** Reads and validates `site.config.json`; throws one error listing every problem, so a build stops with all of them. */
export function assertSiteConfig(root = REPO_ROOT): void {
  let config: unknown;
  try {
    config = readJson(SITE_CONFIG_FILE, root);
  } catch (e) {
    throw new Error(`${SITE_CONFIG_FILE} could not be read as JSON: ${(e as Error).message}`);
  }
  const schemaErrors = siteConfigErrors(config, readJson(SCHEMA_FILE, root));
  const errors = schemaErrors.length ? schemaErrors : missingSiteFiles(config as object, path.join(root, 'shell', 'public'));
  if (errors.length) throw new Error(`${SITE_CONFIG_FILE} is not valid (see ${SCHEMA_FILE}):\n${errors.map((e) => `  - ${e}`).join('\n')}`);
}
