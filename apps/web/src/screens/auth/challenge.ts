/**
 * The login challenge between the password and the second step (issue 21): kept in
 * sessionStorage (this tab only) for its few minutes of life, so a reload of the
 * second-step page keeps it; cleared once used.
 */
const KEY = 'twoFactorChallenge';

export interface PendingChallenge {
  challenge: string;
  redirect?: string;
}

export const pendingChallenge = {
  get(): PendingChallenge | undefined {
    try {
      const raw = sessionStorage.getItem(KEY);
      return raw ? (JSON.parse(raw) as PendingChallenge) : undefined;
    } catch {
      return undefined;
    }
  },
  set(value: PendingChallenge): void {
    sessionStorage.setItem(KEY, JSON.stringify(value));
  },
  clear(): void {
    sessionStorage.removeItem(KEY);
  },
};
