import type { ConditionalForm } from '../conditional/conditional-form.ts';
import type { OrderForm } from './order-form.ts';

/**
 * The ticket as typed, kept for the tab's session (issue 28.8): a new user who is sent to
 * create the transaction password at "Confirm and pay" comes back to the same order (8
 * shares, not 1). Cleared once the order is placed.
 */
export interface TicketDraft {
  form: OrderForm;
  cond: ConditionalForm;
}

const keyOf = (code: string) => `order-draft:${code}`;

export function readDraft(code: string, direction: 0 | 1): TicketDraft | undefined {
  try {
    const raw = typeof sessionStorage === 'undefined' ? null : sessionStorage.getItem(keyOf(code));
    const draft = raw ? (JSON.parse(raw) as TicketDraft) : undefined;
    // A link to the other side (buy / sell) starts a new ticket.
    return draft && draft.form && draft.cond && draft.form.direction === direction ? draft : undefined;
  } catch {
    return undefined;
  }
}

export function saveDraft(code: string, draft: TicketDraft): void {
  try {
    sessionStorage.setItem(keyOf(code), JSON.stringify(draft));
  } catch {
    // Storage full or off: the ticket still works, it is only not kept.
  }
}

export function clearDraft(code: string): void {
  try {
    sessionStorage.removeItem(keyOf(code));
  } catch {
    // Nothing kept.
  }
}
