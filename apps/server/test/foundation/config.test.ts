import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, maskedConfig } from '../../src/config.ts';

describe('configuration', () => {
  it('has defaults: port 8080, embedded database, demo mode on', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 8080, databaseUrl: undefined, pubsubUrl: undefined, smtpUrl: undefined, seedDemo: true });
    expect(Object.isFrozen(config)).toBe(true);
  });

  it('turns demo mode off on PostgreSQL unless SEED_DEMO=1', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://u@h/db' }).seedDemo).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://u@h/db', SEED_DEMO: '1' }).seedDemo).toBe(true);
  });

  it('refuses bad values with a message naming the variable', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: '70000' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x/y' })).toThrow(/DATABASE_URL: must be a URL starting with postgres:\/\/ or postgresql:\/\//);
    expect(() => loadConfig({ PUBSUB_URL: 'amqp://x' })).toThrow(/PUBSUB_URL/);
    expect(() => loadConfig({ SMTP_URL: 'not a url' })).toThrow(/SMTP_URL/);
  });

  it('accepts a clock start for demos and refuses a bad one', () => {
    expect(loadConfig({ CLOCK_START: '2026-11-20T15:00:00Z' }).clockStart).toBe(Date.UTC(2026, 10, 20, 15));
    expect(loadConfig({}).clockStart).toBeUndefined();
    expect(() => loadConfig({ CLOCK_START: 'friday' })).toThrow(/CLOCK_START: must be an ISO date-time/);
  });

  it('masks passwords when logging', () => {
    const masked = maskedConfig(loadConfig({ DATABASE_URL: 'postgres://app:s3cret@db/prod', PUBSUB_URL: 'redis://:pw@cache:6379' }));
    expect(JSON.stringify(masked)).not.toContain('s3cret');
    expect(JSON.stringify(masked)).not.toContain(':pw@');
  });
});

describe('offset clock', () => {
  it('starts at the given instant and runs at normal speed', async () => {
    const { ManualClock, offsetClock } = await import('../../src/lib/clock.ts');
    const base = new ManualClock(1_000);
    const clock = offsetClock(Date.UTC(2026, 10, 20, 15), base);
    expect(clock.now()).toBe(Date.UTC(2026, 10, 20, 15));
    base.advance(2_500);
    expect(clock.now()).toBe(Date.UTC(2026, 10, 20, 15) + 2_500);
  });
});
