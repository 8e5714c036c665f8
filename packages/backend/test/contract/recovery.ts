import { describe, expect, it } from 'vitest';
import { PASSWORD, client, signUpUser, uniqueEmail, type Target, type TargetRef } from '../support/target';

const REDIRECT = 'http://localhost:3000/reset-password';

async function recoveryLink(target: Target, email: string): Promise<string> {
  const mails = await target.outbox!(email);
  const mail = mails.at(-1);
  expect(mail).toMatchObject({ to: email, type: 'recovery' });
  expect(mail!.text).toContain(mail!.link);
  return mail!.link;
}

/** Follows an e-mailed link like a browser would and returns where it lands, split into URL and hash. */
async function follow(link: string): Promise<{ to: string; hash: URLSearchParams }> {
  const res = await fetch(link, { redirect: 'manual' });
  expect(res.status).toBe(303);
  const location = res.headers.get('location') ?? '';
  const [to = '', hash = ''] = location.split('#');
  return { to, hash: new URLSearchParams(hash) };
}

/** Password recovery through the outbox (embedded backend only: a hosted project sends real e-mail). */
export function recoveryContract(target: TargetRef): void {
  describe('password recovery', () => {
    it('e-mails a link whose redirect carries a recovery session; the new password replaces the old', async () => {
      const user = await signUpUser(target(), 'recover');
      const anon = client(target());
      const sent = await anon.auth.resetPasswordForEmail(user.email, { redirectTo: REDIRECT });
      expect(sent.error).toBeNull();
      expect(sent.data).toEqual({});

      const landed = await follow(await recoveryLink(target(), user.email));
      expect(landed.to).toBe(REDIRECT);
      expect(landed.hash.get('type')).toBe('recovery');
      expect(landed.hash.get('token_type')).toBe('bearer');
      expect(Number(landed.hash.get('expires_in'))).toBeGreaterThan(0);
      expect(Number(landed.hash.get('expires_at'))).toBeGreaterThan(Date.now() / 1000);

      const browser = client(target());
      const session = await browser.auth.setSession({
        access_token: landed.hash.get('access_token')!,
        refresh_token: landed.hash.get('refresh_token')!,
      });
      expect(session.error).toBeNull();
      expect(session.data.user?.id).toBe(user.id);

      const updated = await browser.auth.updateUser({ password: 'recovered-pass-3' });
      expect(updated.error).toBeNull();
      const withOld = await client(target()).auth.signInWithPassword({ email: user.email, password: PASSWORD });
      expect(withOld.error?.code).toBe('invalid_credentials');
      const withNew = await client(target()).auth.signInWithPassword({ email: user.email, password: 'recovered-pass-3' });
      expect(withNew.error).toBeNull();
    });

    it('uses a link once: following it again redirects with otp_expired', async () => {
      const user = await signUpUser(target(), 'linkonce');
      await client(target()).auth.resetPasswordForEmail(user.email, { redirectTo: REDIRECT });
      const link = await recoveryLink(target(), user.email);
      expect((await follow(link)).hash.get('access_token')).toBeTruthy();

      const again = await follow(link);
      expect(again.to).toBe(REDIRECT);
      expect(again.hash.get('error')).toBe('access_denied');
      expect(again.hash.get('error_code')).toBe('otp_expired');
      expect(again.hash.get('error_description')).toBeTruthy();
      expect(again.hash.get('access_token')).toBeNull();
    });

    it('answers {} for an unknown address and sends nothing', async () => {
      const email = uniqueEmail('unknown');
      const sent = await client(target()).auth.resetPasswordForEmail(email, { redirectTo: REDIRECT });
      expect(sent.error).toBeNull();
      expect(sent.data).toEqual({});
      expect(await target().outbox!(email)).toEqual([]);
    });
  });
}
