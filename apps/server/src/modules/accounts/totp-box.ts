import crypto from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../../db/index.ts';

/**
 * TOTP secrets at rest (issue 21): AES-256-GCM with the key of TOTP_ENCRYPTION_KEY, a random
 * 96-bit nonce per write, and the user's id as associated data, so a stored value copied to
 * another user's row does not open. Stored as `v1.` + base64url(nonce ‖ tag ‖ ciphertext).
 *
 * Rows written before encryption hold the base32 secret in clear (no `v1.` prefix): they are
 * still read as they are, and `encryptLegacyTotpSecrets` (run at start-up) rewrites them.
 */
const PREFIX = 'v1.';
const NONCE_BYTES = 12;
const TAG_BYTES = 16;

const aad = (userId: number) => Buffer.from(`totp-secret:${userId}`);

export function sealTotpSecret(key: Buffer, userId: number, secretBase32: string): string {
  const nonce = crypto.randomBytes(NONCE_BYTES);
  const cipher = crypto.createCipheriv('aes-256-gcm', key, nonce, { authTagLength: TAG_BYTES });
  cipher.setAAD(aad(userId));
  const body = Buffer.concat([cipher.update(secretBase32, 'utf8'), cipher.final()]);
  return PREFIX + Buffer.concat([nonce, cipher.getAuthTag(), body]).toString('base64url');
}

export function isSealed(stored: string): boolean {
  return stored.startsWith(PREFIX);
}

/**
 * The base32 secret of a stored value (sealed, or a clear legacy one). Throws when a sealed
 * value does not open with this key and user (wrong key, or tampered): never a guessable code.
 */
export function openTotpSecret(key: Buffer, userId: number, stored: string): string {
  if (!isSealed(stored)) return stored;
  const raw = Buffer.from(stored.slice(PREFIX.length), 'base64url');
  if (raw.length <= NONCE_BYTES + TAG_BYTES) throw new Error('TOTP secret: sealed value too short');
  const decipher = crypto.createDecipheriv('aes-256-gcm', key, raw.subarray(0, NONCE_BYTES), { authTagLength: TAG_BYTES });
  decipher.setAAD(aad(userId));
  decipher.setAuthTag(raw.subarray(NONCE_BYTES, NONCE_BYTES + TAG_BYTES));
  return Buffer.concat([decipher.update(raw.subarray(NONCE_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
}

/**
 * Seals every secret still stored in clear, in batches. Each row is rewritten only if it
 * still holds the clear value read (a conditional update), so processes starting together
 * or an enrolment in between lose nothing. Answers how many rows it sealed.
 */
export async function encryptLegacyTotpSecrets(db: Db, key: Buffer, batch = 500): Promise<number> {
  let sealed = 0;
  let after = 0;
  for (;;) {
    const rows = await db
      .selectFrom('two_factor_secrets')
      .select(['user_id', 'secret'])
      .where('secret', 'not like', `${PREFIX}%`)
      .where('user_id', '>', after)
      .orderBy('user_id')
      .limit(batch)
      .execute();
    for (const row of rows) {
      const result = await sql`update two_factor_secrets set secret = ${sealTotpSecret(key, row.user_id, row.secret)}
        where user_id = ${row.user_id} and secret = ${row.secret}`.execute(db);
      sealed += Number(result.numAffectedRows ?? 0n);
    }
    if (rows.length < batch) return sealed;
    after = rows.at(-1)!.user_id;
  }
}
