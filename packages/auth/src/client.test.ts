import { describe, expect, it } from 'vitest';
import { clearStoredTokens, hasStoredSession } from './client';

describe('clearStoredTokens', () => {
  it("removes supabase-js's stored session and nothing else", () => {
    localStorage.setItem('sb-localhost-auth-token', '{}');
    localStorage.setItem('sb-127-auth-token-code-verifier', 'x');
    localStorage.setItem('sidebar', 'open');
    clearStoredTokens();
    expect(Object.keys(localStorage)).toEqual(['sidebar']);
    localStorage.clear();
  });
});

describe('hasStoredSession', () => {
  it('sees a session supabase-js stored, and nothing else', () => {
    localStorage.setItem('sidebar', 'open');
    expect(hasStoredSession()).toBe(false);
    localStorage.setItem('sb-127-auth-token', '{}');
    expect(hasStoredSession()).toBe(true);
    localStorage.clear();
  });
});
