/**
 * One idempotency key per confirmed attempt of a money-moving action: the same body
 * retried (a wrong transaction password, a network error, a double tap) reuses the key,
 * so the server never trades twice; a different body (the user changed the order) gets
 * a new key, and so does the next attempt after a success.
 */
export class AttemptKeys {
  private current: { fingerprint: string; key: string } | undefined;

  constructor(private readonly newKey: () => string = () => crypto.randomUUID()) {}

  /** The key of this body: the current one when the body is unchanged. */
  keyFor(body: unknown): string {
    const fingerprint = stableJson(body);
    if (this.current?.fingerprint !== fingerprint) this.current = { fingerprint, key: this.newKey() };
    return this.current.key;
  }

  /** The attempt succeeded (or was abandoned): the next one gets a fresh key. */
  reset(): void {
    this.current = undefined;
  }
}

/** JSON with object keys sorted, so that field order does not change the fingerprint. */
export function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}
