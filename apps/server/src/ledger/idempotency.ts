import type { FastifyRequest } from 'fastify';
import { AppError, errors } from '../http/errors.ts';
import { t } from './messages.ts';
import { requestHash, type LedgerService, type Tx } from './service.ts';
import './tables.ts';

export interface IdempotentResult<T> {
  result: T;
  /** True when an earlier request with the same key produced `result`. */
  replayed: boolean;
}

const KEY_PATTERN = /^[\x21-\x7e]{8,100}$/;

/**
 * The idempotency key of a money-moving call: header `Idempotency-Key`, or body field
 * `idempotencyKey`. Missing or malformed: 422 IDEMPOTENCY_KEY_REQUIRED.
 */
export function idempotencyKeyOf(req: FastifyRequest, body: { idempotencyKey?: string | undefined } | undefined): string {
  const header = req.headers['idempotency-key'];
  const key = (Array.isArray(header) ? header[0] : header)?.trim() || body?.idempotencyKey?.trim();
  if (!key || !KEY_PATTERN.test(key)) {
    throw new AppError('IDEMPOTENCY_KEY_REQUIRED', t.idempotencyKeyRequired, {}, { field: 'idempotencyKey' });
  }
  return key;
}

/** The request without its key, for comparing a repeated request with the first. */
export function fingerprint(body: Record<string, unknown> | undefined): string {
  const { idempotencyKey: _key, ...rest } = body ?? {};
  void _key;
  return requestHash(rest);
}

/**
 * Runs a money-moving operation at most once per (scope, key). The key's row is inserted
 * in the operation's own transaction: a concurrent request with the same key waits on it
 * and then answers the stored result; the same key with another request is 409. A failed
 * operation rolls back with its key, so it may be retried with the same key.
 */
export async function idempotent<T>(
  ledger: LedgerService,
  db: Tx,
  scope: string,
  key: string,
  hash: string,
  operation: (trx: Tx) => Promise<T>,
  now: () => number,
): Promise<IdempotentResult<T>> {
  const stored = await db.selectFrom('idempotency_keys').select(['request_hash', 'response']).where('scope', '=', scope).where('key', '=', key).executeTakeFirst();
  if (stored) return replay<T>(stored, hash);
  return ledger.run(async (trx) => {
    const inserted = await trx
      .insertInto('idempotency_keys')
      .values({ scope, key, request_hash: hash, response: null, created_at: new Date(now()) })
      .onConflict((oc) => oc.columns(['scope', 'key']).doNothing())
      .returning('key')
      .executeTakeFirst();
    if (!inserted) {
      const row = await trx.selectFrom('idempotency_keys').select(['request_hash', 'response']).where('scope', '=', scope).where('key', '=', key).executeTakeFirstOrThrow();
      return replay<T>(row, hash);
    }
    const result = await operation(trx);
    await trx
      .updateTable('idempotency_keys')
      .set({ response: JSON.stringify(result) })
      .where('scope', '=', scope)
      .where('key', '=', key)
      .execute();
    return { result, replayed: false };
  });
}

function replay<T>(row: { request_hash: string; response: unknown }, hash: string): IdempotentResult<T> {
  if (row.request_hash !== hash) throw errors.idempotencyMismatch();
  if (row.response === null || row.response === undefined) {
    throw new AppError('IDEMPOTENCY_IN_PROGRESS', t.idempotencyInProgress);
  }
  return { result: row.response as T, replayed: true };
}
