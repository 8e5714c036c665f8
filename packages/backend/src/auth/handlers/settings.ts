import type { Context } from 'hono';
import type { BackendContext } from '../../context';

/** GET /settings: what the auth server supports, for clients that ask. */
export function settings(ctx: BackendContext, c: Context): Response {
  return c.json({
    external: { email: true, phone: false, anonymous_users: false },
    disable_signup: false,
    mailer_autoconfirm: !ctx.config.confirmEmail,
    phone_autoconfirm: false,
    sms_provider: '',
    saml_enabled: false,
  });
}

/** GET /health */
export function health(c: Context): Response {
  return c.json({ version: 'embedded', name: 'GoTrue', description: 'Supabase-compatible auth of the embedded backend' });
}
