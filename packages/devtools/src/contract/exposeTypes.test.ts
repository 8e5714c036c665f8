import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../paths';
import { CONTRACT_MESSAGES, CONTRACT_TYPES_SOURCE } from './constants';
import { contractTypesOf, exposeFile, exposeTypeProblems } from './exposeTypes';

const remoteDir = path.join(REPO_ROOT, 'mf-quote');
const id = 'mf_quote/QuoteWizard';
const contractTypes = contractTypesOf(path.join(REPO_ROOT, CONTRACT_TYPES_SOURCE));
/** mf-quote's expose replaced, in memory only, by another source. */
const withExpose = (source: string) => exposeTypeProblems({ remoteDir, ids: [id], contractTypes, overrides: { [exposeFile(remoteDir, id)]: source } });

// The TypeScript program covers the remote's whole source: a budget, not a wait.
describe("a remote's exposes against the shell's contract types", { timeout: 120_000 }, () => {
  it('the quote wizard of this tree satisfies them', () => {
    expect(exposeTypeProblems({ remoteDir, ids: [id], contractTypes })).toEqual([]);
  });

  it('fails on an expose that drops a prop the shell passes', () => {
    expect(withExpose('export default function QuoteWizard() { return null; }\n')).toEqual([CONTRACT_MESSAGES.droppedProps(id, 'onClose')]);
  });

  it('fails on an expose that requires a prop the shell does not pass', () => {
    const problems = withExpose('export default function QuoteWizard(_: { onClose: () => void; step: number }) { return null; }\n');
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(`${id}: no longer satisfies the shell's contract type`);
    expect(problems[0]).toContain("Property 'step' is missing");
  });
});
