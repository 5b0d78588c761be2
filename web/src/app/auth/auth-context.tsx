import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { fetchAuthSession, getCurrentUser, signOut as amplifySignOut } from 'aws-amplify/auth';
import { Hub } from 'aws-amplify/utils';
import { COGNITO_GROUPS_CLAIM, isShipdeckAdmin } from '#domain/admin/staff-group.rules';

export interface SignedInUser {
  userId: string;
  email: string;
  /** In the Shipdeck staff group (the token's `cognito:groups`): shows the admin console; the API decides. */
  isStaff: boolean;
}

export type AuthState = { status: 'loading' } | { status: 'signedOut' } | { status: 'signedIn'; user: SignedInUser };

interface AuthValue {
  state: AuthState;
  /** Re-reads the Amplify session, e.g. right after a successful sign-in. */
  refresh: () => Promise<void>;
  signOut: () => Promise<void>;
  /** The session ended on the server's word (401, TokenExpiredError, unauthorized). */
  endSession: () => void;
  getIdToken: () => Promise<string | null>;
  /** Set when the last sign-out was forced, so the sign-in page can say why. */
  sessionEnded: boolean;
}

const AuthContext = createContext<AuthValue | null>(null);

async function readUser(): Promise<SignedInUser | null> {
  try {
    const [user, session] = await Promise.all([getCurrentUser(), fetchAuthSession()]);
    const payload = session.tokens?.idToken?.payload;
    const email = payload?.email;
    return {
      userId: user.userId,
      email: typeof email === 'string' ? email : (user.signInDetails?.loginId ?? user.username),
      isStaff: isShipdeckAdmin(payload?.[COGNITO_GROUPS_CLAIM]),
    };
  } catch {
    return null;
  }
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<AuthState>({ status: 'loading' });
  const [sessionEnded, setSessionEnded] = useState(false);
  const ending = useRef(false);

  const refresh = useCallback(async () => {
    const user = await readUser();
    setState(user ? { status: 'signedIn', user } : { status: 'signedOut' });
    if (user) {
      ending.current = false;
      setSessionEnded(false);
    }
  }, []);

  const signOut = useCallback(async () => {
    try {
      await amplifySignOut();
    } finally {
      setState({ status: 'signedOut' });
    }
  }, []);

  const endSession = useCallback(() => {
    // Several requests may fail at once; sign out only once.
    if (ending.current) return;
    ending.current = true;
    setSessionEnded(true);
    void signOut();
  }, [signOut]);

  const getIdToken = useCallback(async () => {
    try {
      const session = await fetchAuthSession();
      return session.tokens?.idToken?.toString() ?? null;
    } catch {
      return null;
    }
  }, []);

  useEffect(() => {
    void refresh();
    return Hub.listen('auth', ({ payload }) => {
      if (payload.event === 'signedIn') void refresh();
      if (payload.event === 'signedOut') setState({ status: 'signedOut' });
      if (payload.event === 'tokenRefresh_failure') endSession();
    });
  }, [refresh, endSession]);

  const value = useMemo(
    () => ({ state, refresh, signOut, endSession, getIdToken, sessionEnded }),
    [state, refresh, signOut, endSession, getIdToken, sessionEnded],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth needs an AuthProvider');
  return value;
}
