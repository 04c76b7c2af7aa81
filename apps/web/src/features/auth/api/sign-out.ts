import { api } from '@/lib/api';
import { session } from '@/lib/session';

/** Revokes the refresh token (`POST /oauth/revoke`), clears the stored user and reloads to /login. */
export async function signOut() {
  const tokens = session.tokens();
  if (tokens) {
    await api
      .post('/oauth/revoke', {
        body: { refresh_token: tokens.refresh_token },
        isQuiet: true,
      })
      .catch(() => undefined);
  }
  session.clearUserData();
  window.location.replace('/login');
}
