import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEMORY } from '../src/config';
import { openDatabase, type OpenedDatabase } from '../src/db/open';
import { mailLists, quoteSqlProblems, readQuoteSql, sqlStrings, type QuoteSql } from './support/quoteSql';
import { CHOICE_STEPS, quoteStep, type ChoiceStep } from '@portfolio/quote-steps';

/** What to do when the SQL and the step table disagree, said before the list of problems. */
const HOW_TO_FIX =
  'custom_quotes does not follow QUOTE_STEPS (packages/quote-steps/src/quoteSteps.ts): add a migration in ' +
  'packages/backend/supabase/migrations, then run `pnpm db:types` (README, "Add a wizard step").';

/** A step the table does not have: a single choice stored as its value, like the budget step. */
const TEAM_SIZE = {
  ...quoteStep('budget'),
  id: 'team',
  label: 'Team size',
  column: 'team_size',
  options: [
    { value: 'solo', label: 'Just me' },
    { value: 'small', label: '2-10 people' },
  ],
} as unknown as ChoiceStep;

/** The table with one step's options replaced. */
const withOptions = (id: string, values: string[]): ChoiceStep[] =>
  CHOICE_STEPS.map((step) => (step.id === id ? { ...step, options: values.map((value) => ({ value, label: value })) } : step));

describe('custom_quotes follows the quote step table (migrated as `pnpm db:types` migrates)', () => {
  let opened: OpenedDatabase;
  let sql: QuoteSql;

  beforeAll(async () => {
    opened = await openDatabase(MEMORY);
    sql = await readQuoteSql(opened.db);
  });
  afterAll(async () => {
    await opened?.db.close();
    opened?.release();
  });

  it("has each step's column, its CHECK, the insert grant and the owner's mail fields", () => {
    const problems = quoteSqlProblems(CHOICE_STEPS, sql);
    // A plain boolean first, so the failure says what to do before the list.
    expect(problems.length === 0, `${HOW_TO_FIX}\n${problems.map((p) => `- ${p}`).join('\n')}`).toBe(true);
  });

  it('reads what it checks from the migrations: the columns, the allowed values, the grant and the mail lists', () => {
    expect(sql.columns.map((c) => c.name)).toEqual(expect.arrayContaining(CHOICE_STEPS.map((s) => s.column)));
    const timeline = sql.checks.find((c) => c.columns.includes('timeline') && /ANY|IN/i.test(c.definition));
    expect(sqlStrings(timeline!.definition)).toEqual(['urgent', 'short', 'medium', 'flexible']);
    expect(sql.insertable.anon).toContain('budget');
    expect(sql.insertable.anon).not.toContain('status');
    expect(sql.mail).toMatchObject({ function: 'private.enqueue_submission_mails()', fields: expect.arrayContaining(['timeline']) });
  });

  it('names everything a step added to the table without its SQL lacks', () => {
    expect(quoteSqlProblems([...CHOICE_STEPS, TEAM_SIZE], sql)).toEqual([
      `step 'team' (column team_size): custom_quotes has no column team_size; add it as "team_size text not null".`,
      `step 'team' (column team_size): no CHECK lists the values it stores; add one allowing solo, small.`,
      'the insert grant to anon lacks team_size, which a quote writes.',
      'the insert grant to authenticated lacks team_size, which a quote writes.',
      'private.enqueue_submission_mails() lists the fields service, scope, technology, timeline, budget, company, message for a quote; ' +
        'the steps give service, scope, technology, timeline, budget, team_size, company, message.',
      'private.enqueue_submission_mails() labels them Service, Scope, Technology, Timeline, Budget, Company, Message; ' +
        'the steps give Service, Scope, Technology, Timeline, Budget, Team size, Company, Message.',
    ]);
  });

  it('names an option added to a step without its CHECK, and a CHECK value no option has', () => {
    expect(quoteSqlProblems(withOptions('timeline', ['urgent', 'short', 'medium', 'flexible', 'asap']), sql)).toEqual([
      "step 'timeline' (column timeline): CHECK custom_quotes_timeline_allowed allows urgent, short, medium, flexible, " +
        "but the step's options are urgent, short, medium, flexible, asap (not allowed: asap; no such option: (none)).",
    ]);
    expect(quoteSqlProblems(withOptions('budget', ['small', 'medium', 'large', 'enterprise']), sql)).toEqual([
      "step 'budget' (column budget): CHECK custom_quotes_budget_allowed allows small, medium, large, enterprise, unsure, " +
        "but the step's options are small, medium, large, enterprise (not allowed: (none); no such option: unsure).",
    ]);
  });

  it('names a column the grant gives that no step writes, once a step is gone from the table', () => {
    const withoutTechnology = CHOICE_STEPS.filter((step) => step.id !== 'technology');
    expect(quoteSqlProblems(withoutTechnology, sql)).toEqual(
      expect.arrayContaining([
        'the insert grant to anon has technology, which no step or contact field writes.',
        'the insert grant to authenticated has technology, which no step or contact field writes.',
      ]),
    );
  });
});

describe('mailLists', () => {
  it("reads the custom_quotes branch's lists, not another table's", () => {
    const source = `case tg_table_name
      when 'service_requests' then fields := array['service']; labels := array['Service'];
      when 'custom_quotes' then
        kind := 'quote request';
        fields := array['service', 'company'];
        labels := array['Service', 'It''s the company'];
      else fields := array['x']; labels := array['X'];
    end case;`;
    expect(mailLists(source)).toEqual({ fields: ['service', 'company'], labels: ['Service', "It's the company"] });
    expect(mailLists("case tg_table_name when 'contacts' then fields := array['x']; end case;")).toBeNull();
  });
});
