import type { BackendContext } from '../context';
import { signJwt } from '../jwt';
import { ACCESS_TOKEN_SECONDS } from './constants';
import type { SessionHandle } from './sessions';
import { userJson } from './userJson';
import type { UserRow } from './users';

/** Signs an access token for the session and returns the body GoTrue sends for a sign-in. */
export async function issueSession(ctx: BackendContext, user: UserRow, handle: SessionHandle, method: string) {
  const iat = Math.floor(Date.now() / 1000);
  const exp = iat + ACCESS_TOKEN_SECONDS;
  const accessToken = await signJwt(
    {
      iss: `${ctx.publicUrl}/auth/v1`,
      sub: user.id,
      aud: 'authenticated',
      exp,
      iat,
      email: user.email,
      phone: '',
      app_metadata: user.raw_app_meta_data,
      user_metadata: user.raw_user_meta_data,
      role: 'authenticated',
      aal: 'aal1',
      amr: [{ method, timestamp: iat }],
      session_id: handle.sessionId,
      is_anonymous: false,
    },
    ctx.keys.jwtSecret,
  );
  return {
    access_token: accessToken,
    token_type: 'bearer',
    expires_in: ACCESS_TOKEN_SECONDS,
    expires_at: exp,
    refresh_token: handle.refreshToken,
    user: userJson(user),
  };
}
