import { describe, expect, it } from 'vitest';
import { useEmbedded } from './support/embedded';
import { PASSWORD, client, uniqueEmail } from './support/target';

describe('sign-up with e-mail confirmation (AUTH_CONFIRM_EMAIL=true)', () => {
  const target = useEmbedded({ confirmEmail: true });

  it('holds the session back until the e-mailed link is followed', async () => {
    const email = uniqueEmail('confirm');
    const signUp = await client(target()).auth.signUp({
      email,
      password: PASSWORD,
      options: { data: { username: 'confirm' }, emailRedirectTo: 'http://localhost:3000/' },
    });
    expect(signUp.error).toBeNull();
    expect(signUp.data.session).toBeNull();
    expect(signUp.data.user?.email).toBe(email);
    expect(signUp.data.user?.email_confirmed_at).toBeNull();

    const early = await client(target()).auth.signInWithPassword({ email, password: PASSWORD });
    expect(early.error?.code).toBe('email_not_confirmed');

    const [mail] = await target().outbox!(email);
    expect(mail).toMatchObject({ to: email, type: 'signup', subject: 'Confirm Your Signup' });
    const res = await fetch(mail!.link, { redirect: 'manual' });
    expect(res.status).toBe(303);
    const location = res.headers.get('location') ?? '';
    expect(location.startsWith('http://localhost:3000/#')).toBe(true);
    const hash = new URLSearchParams(location.split('#')[1]);
    expect(hash.get('type')).toBe('signup');
    expect(hash.get('access_token')).toBeTruthy();

    const later = await client(target()).auth.signInWithPassword({ email, password: PASSWORD });
    expect(later.error).toBeNull();
    expect(later.data.user?.email_confirmed_at).toBeTruthy();
  });
});
