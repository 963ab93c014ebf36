import type { Db } from '../../db/index.ts';
import type { Clock } from '../../lib/clock.ts';
import './tables.ts';

/** What a customer reads on a reply from an operator who chose no display name: the house's name. */
export const HOUSE_CHAT_NAME = 'Bolsa MX';

/**
 * Operators' display names in the chat (issue 30.9): the customer reads them on the replies, never
 * the login name. Kept in memory once read (one process changes its own; another reads it on its
 * next miss: a name is not a secret and a stale one for a while is harmless).
 */
export class OperatorNames {
  private readonly cache = new Map<number, string | null>();

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  /** The operator's own display name, if set. */
  async get(operatorId: number): Promise<string | undefined> {
    if (!this.cache.has(operatorId)) {
      const row = await this.db.selectFrom('chat_operator_names').select('display_name').where('operator_id', '=', operatorId).executeTakeFirst();
      this.cache.set(operatorId, row?.display_name ?? null);
    }
    return this.cache.get(operatorId) ?? undefined;
  }

  /** The name a reply shows: the display name, or the house's. */
  async shown(operatorId: number | null): Promise<string | undefined> {
    if (operatorId === null) return undefined;
    return (await this.get(operatorId)) ?? HOUSE_CHAT_NAME;
  }

  async set(operatorId: number, displayName: string): Promise<string> {
    const now = new Date(this.clock.now());
    await this.db
      .insertInto('chat_operator_names')
      .values({ operator_id: operatorId, display_name: displayName, updated_at: now })
      .onConflict((oc) => oc.column('operator_id').doUpdateSet({ display_name: displayName, updated_at: now }))
      .execute();
    this.cache.set(operatorId, displayName);
    return displayName;
  }
}
