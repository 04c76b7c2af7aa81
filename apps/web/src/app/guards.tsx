import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { session } from '@/lib/session';

/** Signed-in routes: a visitor without a session goes to /login and comes back after. */
export function RequireSignIn({ children }: { children: ReactNode }) {
  const location = useLocation();
  if (session.isSignedIn()) return <>{children}</>;
  return <Navigate to="/login" replace state={{ from: `${location.pathname}${location.search}` }} />;
}

/** /login: a signed-in user is sent to / (spec section 2). */
export function RedirectSignedIn({ children }: { children: ReactNode }) {
  return session.isSignedIn() ? <Navigate to="/" replace /> : <>{children}</>;
}
