import type { OperatorInfo } from '@app/contracts';
import { useSyncExternalStore } from 'react';

/** The operator's session, kept apart from the app's user session (other storage keys). */
interface OperatorSession {
  token: string | null;
  operator: OperatorInfo | null;
}

const TOKEN_KEY = 'adminToken';
const OPERATOR_KEY = 'adminOperator';
const listeners = new Set<() => void>();

function read(): OperatorSession {
  const operator = localStorage.getItem(OPERATOR_KEY);
  return { token: localStorage.getItem(TOKEN_KEY), operator: operator ? (JSON.parse(operator) as OperatorInfo) : null };
}

let current = read();
const emit = () => {
  current = read();
  for (const listener of listeners) listener();
};

export const operatorSession = {
  get: () => current,
  token: () => current.token,
  set(token: string, operator: OperatorInfo) {
    localStorage.setItem(TOKEN_KEY, token);
    localStorage.setItem(OPERATOR_KEY, JSON.stringify(operator));
    emit();
  },
  clear() {
    localStorage.removeItem(TOKEN_KEY);
    localStorage.removeItem(OPERATOR_KEY);
    emit();
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
};

export function useOperatorSession(): OperatorSession {
  return useSyncExternalStore(operatorSession.subscribe, operatorSession.get, operatorSession.get);
}
