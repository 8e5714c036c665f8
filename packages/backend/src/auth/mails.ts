import type { BackendContext } from '../context';
import type { LinkType } from './oneTimeTokens';

const CONTENT: Record<LinkType, { subject: string; intro: string }> = {
  recovery: {
    subject: 'Reset Your Password',
    intro: 'Follow this link to reset the password for your account:',
  },
  signup: {
    subject: 'Confirm Your Signup',
    intro: 'Follow this link to confirm your e-mail address:',
  },
};

/** Puts the e-mail with the verification link into the outbox instead of sending it. */
export function sendLinkMail(ctx: BackendContext, to: string, type: LinkType, token: string, redirectTo: string) {
  const query = new URLSearchParams({ token, type, redirect_to: redirectTo });
  const link = `${ctx.publicUrl}/auth/v1/verify?${query.toString()}`;
  const { subject, intro } = CONTENT[type];
  const text = `${intro}\n\n${link}\n\nIf you did not ask for this, you can ignore this e-mail.`;
  ctx.outbox.send({ to, subject, text, link, type });
}
