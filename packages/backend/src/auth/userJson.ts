import type { UserRow } from './users';

function iso(value: Date | string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  return value instanceof Date ? value.toISOString() : new Date(value).toISOString();
}

/** The user object GoTrue returns (and supabase-js exposes as `session.user`). */
export function userJson(user: UserRow) {
  const createdAt = iso(user.created_at);
  const identityData = {
    email: user.email,
    email_verified: user.email_confirmed_at !== null,
    phone_verified: false,
    sub: user.id,
  };
  return {
    id: user.id,
    aud: user.aud,
    role: user.role,
    email: user.email,
    email_confirmed_at: iso(user.email_confirmed_at),
    phone: '',
    confirmation_sent_at: iso(user.confirmation_sent_at) ?? undefined,
    confirmed_at: iso(user.confirmed_at) ?? undefined,
    recovery_sent_at: iso(user.recovery_sent_at) ?? undefined,
    last_sign_in_at: iso(user.last_sign_in_at) ?? undefined,
    app_metadata: user.raw_app_meta_data,
    user_metadata: user.raw_user_meta_data,
    identities: [
      {
        identity_id: user.id,
        id: user.id,
        user_id: user.id,
        identity_data: identityData,
        provider: 'email',
        last_sign_in_at: iso(user.last_sign_in_at) ?? createdAt,
        created_at: createdAt,
        updated_at: iso(user.updated_at),
        email: user.email,
      },
    ],
    created_at: createdAt,
    updated_at: iso(user.updated_at),
    is_anonymous: user.is_anonymous,
  };
}
