import { useSyncExternalStore } from 'react';

/**
 * The logged-in session: token and user, kept in localStorage so a reload stays logged
 * in. Cleared on logout and on any 401/403.
 */
export interface SessionUser {
  userId: number;
  username: string;
  email?: string;
  [key: string]: unknown;
}

interface Session {
  token: string | null;
  user: SessionUser | null;
}

const TOKEN_KEY = 'token';
const USER_KEY = 'user';
const listeners = new Set<() => void>();

function read(): Session {
  if (typeof localStorage === 'undefined') return { token: null, user: null };
  const user = localStorage.getItem(USER_KEY);
  return { token: localStorage.getItem(TOKEN_KEY), user: user ? (JSON.parse(user) as SessionUser) : null };
}

let current = read();

function emit() {
  current = read();
  for (const listener of listeners) listener();
}

export const session = {
  get: () => current,
  token: () => current.token,
  set(token: string, user: SessionUser | null) {
    localStorage.setItem(TOKEN_KEY, token);
    if (user) localStorage.setItem(USER_KEY, JSON.stringify(user));
    emit();
  },
  setUser(user: SessionUser) {
    localStorage.setItem(USER_KEY, JSON.stringify(user));
    emit();
  },
  clear() {
    localStorage.removeItem(TOKEN_KEY);
    localStorage.removeItem(USER_KEY);
    emit();
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export function useSession(): Session {
  return useSyncExternalStore(session.subscribe, session.get, session.get);
}
