import crypto from 'node:crypto';
import { createPubSub, type PubSub } from '../src/pubsub/index.ts';

// The Redis and NATS servers of this machine and of CI (see README). A database-backed test
// file that imports this one runs on PostgreSQL only (test/test-projects.ts): it needs servers anyway.
export const REDIS_URL = 'redis://127.0.0.1:6379';
export const NATS_URL = 'nats://127.0.0.1:4222';
export const BROKERS: Array<[kind: 'redis' | 'nats', url: string]> = [
  ['redis', REDIS_URL],
  ['nats', NATS_URL],
];

/**
 * The PUBSUB_NAMESPACE of this test file (testConfig's default too): test files running at the
 * same time on one Redis or NATS, and runs of other checkouts, never hear each other's events.
 */
export const TEST_PUBSUB_NAMESPACE = `test-${crypto.randomBytes(6).toString('hex')}`;

/** A connection to the broker at `url`, under this file's namespace unless told otherwise. */
export function connectBroker(url: string, namespace: string = TEST_PUBSUB_NAMESPACE): Promise<PubSub> {
  return createPubSub(url, namespace);
}
