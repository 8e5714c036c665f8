import type { ChoiceStep } from '@portfolio/quote-steps';
import type { Queryable } from '../../src/db/types';

/**
 * What the migrations make of `custom_quotes`, read from a migrated database's catalog (as `pnpm db:types` reads
 * it), and what of it must follow the quote wizard's step table (docs/decisions/011-quote-step-table.md).
 */
export interface QuoteSql {
  columns: Array<{ name: string; type: string; notNull: boolean }>;
  /** The CHECK constraints, each with the columns it reads and its definition as Postgres prints it. */
  checks: Array<{ name: string; columns: string[]; definition: string }>;
  /** The columns each client role may insert. */
  insertable: Record<(typeof CLIENT_ROLES)[number], string[]>;
  /** The owner's mail: the row's fields it lists and their labels, from the trigger function's custom_quotes branch. */
  mail: { function: string; fields: string[]; labels: string[] } | null;
}

/** The roles the site's clients insert as (visitors and signed-in users). */
export const CLIENT_ROLES = ['anon', 'authenticated'] as const;

/**
 * The columns a quote writes besides its steps: who sent it, then the contact step's fields (mf-quote's
 * CONTACT_FIELDS, in the row's order). The owner's mail names the sender in its From line and lists the optional ones.
 */
export const SENDER_COLUMN = 'user_id';
export const CONTACT_COLUMNS = ['name', 'email', 'company', 'message'] as const;
export const MAIL_CONTACT_LINES = { fields: ['company', 'message'], labels: ['Company', 'Message'] } as const;
/**
 * Where the lead came from (the LeadSource of @portfolio/lead-source; docs/decisions/026-lead-source-in-session-storage.md):
 * written with every quote, but no wizard step and not in the owner's mail.
 */
export const LEAD_SOURCE_COLUMNS = ['landing_page', 'opened_on_page', 'referrer_host', 'utm_source', 'utm_medium', 'utm_campaign'] as const;

const TABLE = 'public.custom_quotes';

/** The quoted strings of an SQL list, `array['a', 'b']` or Postgres's `ARRAY['a'::text, 'b'::text]`. */
export const sqlStrings = (text: string) => [...text.matchAll(/'((?:[^']|'')*)'/g)].map((m) => m[1]!.replaceAll("''", "'"));

/** The `name := array[...]` list in a PL/pgSQL body, or null. */
const arrayAssigned = (body: string, name: string) => {
  const match = new RegExp(`\\b${name}\\s*:=\\s*array\\s*\\[([^\\]]*)\\]`, 'i').exec(body);
  return match ? sqlStrings(match[1]!) : null;
};

/** The field and label lists of a trigger function's `when 'custom_quotes' then` branch, or null. */
export function mailLists(source: string): { fields: string[]; labels: string[] } | null {
  const branch = /when\s+'custom_quotes'\s+then([\s\S]*?)(?:\bwhen\s+'|\belse\b|\bend\s+case\b)/i.exec(source)?.[1];
  const fields = branch && arrayAssigned(branch, 'fields');
  const labels = branch && arrayAssigned(branch, 'labels');
  return fields && labels ? { fields, labels } : null;
}

export async function readQuoteSql(db: Queryable): Promise<QuoteSql> {
  const columns = await db.query<{ name: string; type: string; not_null: boolean }>(
    `select attname as name, format_type(atttypid, atttypmod) as type, attnotnull as not_null
     from pg_attribute where attrelid = $1::regclass and attnum > 0 and not attisdropped order by attnum`,
    [TABLE],
  );
  const checks = await db.query<{ name: string; columns: string[]; definition: string }>(
    `select conname as name, pg_get_constraintdef(oid) as definition,
            array(select attname from pg_attribute where attrelid = conrelid and attnum = any (conkey) order by attnum)::text[] as columns
     from pg_constraint where conrelid = $1::regclass and contype = 'c' order by conname`,
    [TABLE],
  );
  const insertable = Object.fromEntries(
    await Promise.all(
      CLIENT_ROLES.map(async (role) => {
        const { rows } = await db.query<{ name: string }>(
          `select attname as name from pg_attribute
           where attrelid = $1::regclass and attnum > 0 and not attisdropped and has_column_privilege($2, attrelid, attname, 'INSERT')
           order by attnum`,
          [TABLE, role],
        );
        return [role, rows.map((r) => r.name)];
      }),
    ),
  ) as QuoteSql['insertable'];
  // The mail is written by a trigger function on the table; the one with a custom_quotes branch lists its fields.
  const triggers = await db.query<{ function: string; source: string }>(
    `select distinct n.nspname || '.' || p.proname || '()' as function, p.prosrc as source
     from pg_trigger t join pg_proc p on p.oid = t.tgfoid join pg_namespace n on n.oid = p.pronamespace
     where t.tgrelid = $1::regclass and not t.tgisinternal order by 1`,
    [TABLE],
  );
  const mail = triggers.rows.flatMap((t) => {
    const lists = mailLists(t.source);
    return lists ? [{ function: t.function, ...lists }] : [];
  })[0];
  return {
    columns: columns.rows.map(({ name, type, not_null }) => ({ name, type, notNull: not_null })),
    checks: checks.rows,
    insertable,
    mail: mail ?? null,
  };
}

const list = (values: readonly string[]) => (values.length ? values.join(', ') : '(none)');
const missingFrom = (values: readonly string[], from: readonly string[]) => values.filter((v) => !from.includes(v));

/** The values a CHECK allows its column, when it lists them (`col in (...)` or `col = any (array[...])`). */
const allowedValues = (definition: string) => (/=\s*ANY\s*\(|\bIN\s*\(/i.test(definition) ? sqlStrings(definition) : null);

/** What in the SQL does not follow the steps: one sentence per problem, naming the step and what to add. */
export function quoteSqlProblems(steps: readonly ChoiceStep[], sql: QuoteSql): string[] {
  const problems: string[] = [];
  for (const step of steps) {
    const column = sql.columns.find((c) => c.name === step.column);
    const where = `step '${step.id}' (column ${step.column})`;
    if (!column) {
      problems.push(`${where}: custom_quotes has no column ${step.column}; add it as "${step.column} text not null".`);
    } else if (column.type !== 'text' || !column.notNull) {
      problems.push(`${where}: custom_quotes.${step.column} is ${column.type}${column.notNull ? ' not null' : ''}; a step's column is text not null.`);
    }
    const checks = sql.checks.filter((c) => c.columns.includes(step.column));
    const values = step.options.map((o) => o.value);
    if (step.stores === 'value') {
      const listing = checks.map((c) => ({ ...c, allowed: allowedValues(c.definition) })).find((c) => c.allowed);
      if (!listing?.allowed) {
        problems.push(`${where}: no CHECK lists the values it stores; add one allowing ${list(values)}.`);
      } else if (missingFrom(values, listing.allowed).length || missingFrom(listing.allowed, values).length) {
        problems.push(
          `${where}: CHECK ${listing.name} allows ${list(listing.allowed)}, but the step's options are ${list(values)}` +
            ` (not allowed: ${list(missingFrom(values, listing.allowed))}; no such option: ${list(missingFrom(listing.allowed, values))}).`,
        );
      }
    } else if (checks.length === 0) {
      problems.push(
        `${where}: no CHECK bounds the labels it stores; add one that it is not blank and has a length limit, as custom_quotes_service_present does.`,
      );
    }
  }

  const written = [SENDER_COLUMN, ...steps.map((s) => s.column), ...CONTACT_COLUMNS, ...LEAD_SOURCE_COLUMNS];
  for (const role of CLIENT_ROLES) {
    const granted = sql.insertable[role];
    const lacking = missingFrom(written, granted);
    const extra = missingFrom(granted, written);
    if (lacking.length) problems.push(`the insert grant to ${role} lacks ${list(lacking)}, which a quote writes.`);
    if (extra.length) problems.push(`the insert grant to ${role} has ${list(extra)}, which no step or contact field writes.`);
  }

  const fields = [...steps.map((s) => s.column), ...MAIL_CONTACT_LINES.fields];
  const labels = [...steps.map((s) => s.label), ...MAIL_CONTACT_LINES.labels];
  if (!sql.mail) {
    problems.push(`no trigger function on custom_quotes has a 'custom_quotes' branch with fields and labels for the owner's mail.`);
  } else {
    if (sql.mail.fields.join() !== fields.join()) {
      problems.push(`${sql.mail.function} lists the fields ${list(sql.mail.fields)} for a quote; the steps give ${list(fields)}.`);
    }
    if (sql.mail.labels.join() !== labels.join()) {
      problems.push(`${sql.mail.function} labels them ${list(sql.mail.labels)}; the steps give ${list(labels)}.`);
    }
  }
  return problems;
}
