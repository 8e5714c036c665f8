// Supabase Edge Function (Deno): delivers public.notification_queue. A Database Webhook on INSERT into that table calls
// it with the new row; a scheduled call with an empty body retries every row that is due. Configured by secrets:
//   SITE_URL, MAIL_FROM, and either RESEND_API_KEY (e-mail API) or SMTP_HOST, SMTP_PORT, SMTP_USER, SMTP_PASSWORD.
// SUPABASE_URL and the secret keys are provided by the platform (SUPABASE_SECRET_KEYS, JSON, on the new API keys;
// SUPABASE_SERVICE_ROLE_KEY on the legacy ones): see _shared/platformKeys.ts. Deployed with --no-verify-jwt (config.toml
// says the same), since an sb_secret_ key is not a JWT: the function checks the caller's key itself.
import { createClient } from 'npm:@supabase/supabase-js@2.109.0';
import nodemailer from 'npm:nodemailer@10.6.1';
import { composeMail } from '../_shared/composeMail.ts';
import { oneLine, plainRecipient } from '../_shared/mailHeaders.ts';
import { platformKeys } from '../_shared/platformKeys.ts';

interface QueuedMail {
  id: number;
  recipient: string;
  subject: string;
  body: string;
  link_path: string | null;
  link_text: string | null;
  unsubscribe_token: string | null;
  attempts: number;
  delivered_at: string | null;
}

const env = (name: string): string => Deno.env.get(name) ?? '';
const keys = platformKeys((name) => Deno.env.get(name));
const supabase = createClient(env('SUPABASE_URL'), keys.client, {
  auth: { persistSession: false, autoRefreshToken: false },
});

/** Same backoff as the local sender: 15 s doubling per failure, at most an hour. */
function retryDelaySeconds(attempts: number): number {
  return Math.min(3600, 15 * 2 ** Math.max(0, attempts - 1));
}

async function send(row: QueuedMail): Promise<void> {
  const from = env('MAIL_FROM');
  if (!from) throw new Error('MAIL_FROM is not set');
  // One plain mailbox and a one-line subject, whatever the queue holds.
  const to = plainRecipient(row.recipient);
  const subject = oneLine(row.subject);
  // A subscriber's mail carries List-Unsubscribe and List-Unsubscribe-Post (one-click, to newsletter-unsubscribe).
  const { text, headers } = composeMail(row, env('SITE_URL'), env('SUPABASE_URL'));
  if (env('RESEND_API_KEY')) {
    const res = await fetch('https://api.resend.com/emails', {
      method: 'POST',
      headers: { Authorization: `Bearer ${env('RESEND_API_KEY')}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ from, to: [to], subject, text, headers }),
    });
    if (!res.ok) throw new Error(`e-mail API answered ${res.status}: ${(await res.text()).slice(0, 300)}`);
    return;
  }
  if (!env('SMTP_HOST')) throw new Error('Neither RESEND_API_KEY nor SMTP_HOST is set');
  const port = Number(env('SMTP_PORT') || '587');
  const transport = nodemailer.createTransport({
    host: env('SMTP_HOST'),
    port,
    secure: port === 465,
    auth: env('SMTP_USER') ? { user: env('SMTP_USER'), pass: env('SMTP_PASSWORD') } : undefined,
  });
  await transport.sendMail({ from, to: { name: '', address: to }, subject, text, headers });
}

/** Sends one row; a failure is recorded with the next attempt's time, and the submission is never touched. */
async function deliver(row: QueuedMail): Promise<boolean> {
  if (row.delivered_at) return true;
  try {
    await send(row);
    await supabase
      .from('notification_queue')
      .update({ delivered_at: new Date().toISOString(), attempts: row.attempts + 1, last_error: null })
      .eq('id', row.id);
    return true;
  } catch (err) {
    const reason = err instanceof Error ? err.message : String(err);
    const next = new Date(Date.now() + retryDelaySeconds(row.attempts + 1) * 1000).toISOString();
    await supabase
      .from('notification_queue')
      .update({ attempts: row.attempts + 1, last_error: reason.slice(0, 1000), next_attempt_at: next })
      .eq('id', row.id);
    return false;
  }
}

Deno.serve(async (req) => {
  // The webhook and the retry job send one of the project's secret keys; anything else is refused.
  const bearer = /^Bearer (\S+)$/.exec(req.headers.get('Authorization') ?? '')?.[1];
  if (!bearer || !keys.accepted.includes(bearer)) {
    return new Response('Unauthorized', { status: 401 });
  }
  const payload = (await req.json().catch(() => ({}))) as { type?: string; table?: string; record?: QueuedMail };
  let rows: QueuedMail[];
  if (payload.type === 'INSERT' && payload.table === 'notification_queue' && payload.record) {
    rows = [payload.record];
  } else {
    const { data, error } = await supabase
      .from('notification_queue')
      .select('id, recipient, subject, body, link_path, link_text, unsubscribe_token, attempts, delivered_at')
      .is('delivered_at', null)
      .lte('next_attempt_at', new Date().toISOString())
      .order('id')
      .limit(50);
    if (error) return Response.json({ error: error.message }, { status: 500 });
    rows = data ?? [];
  }
  const results = await Promise.all(rows.map(deliver));
  const failed = results.filter((ok) => !ok).length;
  return Response.json({ delivered: results.length - failed, failed }, { status: failed > 0 ? 500 : 200 });
});
