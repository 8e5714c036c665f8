// Supabase Edge Function (Deno): the one-click unsubscribe of RFC 8058. Every mail to a subscriber names this
// function in its List-Unsubscribe header with the mail's token; a mail client POSTs `List-Unsubscribe=One-Click`
// to it. Only POST unsubscribes, so a link scanner's GET changes nothing. Deployed without JWT verification (mail
// clients send no key): `supabase functions deploy newsletter-unsubscribe --no-verify-jwt`.
// See docs/decisions/024-newsletter-double-opt-in.md.
import { createClient } from 'npm:@supabase/supabase-js@2.109.0';

const env = (name: string): string => Deno.env.get(name) ?? '';
const secretKey = env('SUPABASE_SECRET_KEY') || env('SUPABASE_SERVICE_ROLE_KEY');
const supabase = createClient(env('SUPABASE_URL'), secretKey, {
  auth: { persistSession: false, autoRefreshToken: false },
});

Deno.serve(async (req) => {
  if (req.method !== 'POST') return new Response('Use POST to unsubscribe.', { status: 405, headers: { Allow: 'POST' } });
  const token = new URL(req.url).searchParams.get('token') ?? '';
  const { data, error } = await supabase.rpc('unsubscribe_newsletter', { token });
  if (error) return new Response('Unsubscribing failed; please try again later.', { status: 500 });
  if (data !== 'unsubscribed') return new Response('This unsubscribe link is not valid.', { status: 404 });
  return new Response('You are unsubscribed.');
});
