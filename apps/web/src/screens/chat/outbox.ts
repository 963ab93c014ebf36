/**
 * Messages typed but not yet acknowledged by the server, kept in localStorage per
 * conversation owner, so a reload or a lost connection never loses them: they are
 * resent with the same clientId (the server stores each clientId once).
 */
export interface PendingMessage {
  clientId: string;
  text?: string;
  image?: string;
  createdAt: number;
  failed?: string;
}

const MAX_PENDING = 50;

export class Outbox {
  constructor(
    private readonly key: string,
    private readonly storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> = localStorage,
  ) {}

  all(): PendingMessage[] {
    try {
      const parsed = JSON.parse(this.storage.getItem(this.key) ?? '[]') as unknown;
      return Array.isArray(parsed) ? (parsed as PendingMessage[]).filter((m) => typeof m?.clientId === 'string') : [];
    } catch {
      return [];
    }
  }

  private write(list: PendingMessage[]): void {
    if (list.length === 0) this.storage.removeItem(this.key);
    else this.storage.setItem(this.key, JSON.stringify(list.slice(-MAX_PENDING)));
  }

  add(message: PendingMessage): PendingMessage[] {
    const list = [...this.all().filter((m) => m.clientId !== message.clientId), message];
    this.write(list);
    return list;
  }

  remove(clientId: string): PendingMessage[] {
    const list = this.all().filter((m) => m.clientId !== clientId);
    this.write(list);
    return list;
  }

  mark(clientId: string, failed: string | undefined): PendingMessage[] {
    const list = this.all().map((m) => (m.clientId === clientId ? { ...m, ...(failed ? { failed } : { failed: undefined }) } : m));
    this.write(list);
    return list;
  }
}

export function newClientId(): string {
  const bytes = new Uint8Array(12);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
