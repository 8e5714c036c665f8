import { describe, expect, it } from 'vitest';
import { CONTRACT_MESSAGES } from './constants';
import { contractProblems, type RemoteBuild, type ShellContract } from './contract';

const contract: ShellContract = {
  version: 1,
  areas: [
    { id: 'mf_forms/ServicesPage', route: '/services' },
    { id: 'mf_forms/ContactPage', route: '/contact' },
    { id: 'mf_quote/QuoteWizard', route: null },
  ],
  shared: { react: '19.3.1', '@portfolio/ui': '1.1.0' },
  types: '',
};

const build = (over: Partial<RemoteBuild> = {}): RemoteBuild => ({
  exposes: [{ name: 'ServicesPage' }, { name: 'ContactPage' }],
  shared: [
    { name: 'react', requiredVersion: '^19.2.0' },
    { name: '@portfolio/ui', requiredVersion: '^1.1.0' },
  ],
  ...over,
});

describe('a remote build against the live shell contract', () => {
  it('passes when it exposes every area the table names and needs only what the shell provides', () => {
    expect(contractProblems('mf_forms', contract, build())).toEqual([]);
  });

  it('fails on a shared range the live shell does not provide', () => {
    const needsNewer = build({ shared: [{ name: '@portfolio/ui', requiredVersion: '^1.2.0' }] });
    expect(contractProblems('mf_forms', contract, needsNewer)).toEqual([CONTRACT_MESSAGES.outOfRange('@portfolio/ui', '^1.2.0', '1.1.0')]);
    const unknown = build({ shared: [{ name: 'lodash', requiredVersion: '^4.0.0' }] });
    expect(contractProblems('mf_forms', contract, unknown)).toEqual([CONTRACT_MESSAGES.notProvided('lodash', '^4.0.0')]);
  });

  it("fails when a route the live shell's table names is no longer exposed", () => {
    const dropped = build({ exposes: [{ name: 'ServicesPage' }] });
    expect(contractProblems('mf_forms', contract, dropped)).toEqual([CONTRACT_MESSAGES.notExposed('mf_forms/ContactPage')]);
  });

  it("ignores other remotes' areas and shared entries without a range", () => {
    expect(contractProblems('mf_forms', contract, build({ shared: [{ name: 'react', requiredVersion: false }] }))).toEqual([]);
  });
});
