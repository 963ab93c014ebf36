import { describe, expect, it } from 'vitest';
import { calendar } from '../../src/market/calendar.ts';

// Exchange sessions at pinned instants (all written in UTC; local times in the comments).
const at = (iso: string) => Date.parse(iso);

describe('US equities (NYSE/Nasdaq, New York time)', () => {
  const us = calendar('US');
  it('has pre-market, regular and post-market sessions on a normal day', () => {
    expect(us.status(at('2026-11-17T08:59:00Z'))).toBe('closed'); // 03:59 ET
    expect(us.status(at('2026-11-17T09:00:00Z'))).toBe('pre'); // 04:00
    expect(us.status(at('2026-11-17T14:29:59Z'))).toBe('pre'); // 09:29:59
    expect(us.status(at('2026-11-17T14:30:00Z'))).toBe('open'); // 09:30
    expect(us.status(at('2026-11-17T20:59:59Z'))).toBe('open'); // 15:59:59
    expect(us.status(at('2026-11-17T21:00:00Z'))).toBe('post'); // 16:00
    expect(us.status(at('2026-11-18T00:59:00Z'))).toBe('post'); // 19:59
    expect(us.status(at('2026-11-18T01:00:00Z'))).toBe('closed'); // 20:00
  });

  it('follows daylight saving time (09:30 ET is 13:30 UTC in summer)', () => {
    expect(us.status(at('2026-06-16T13:29:00Z'))).toBe('pre');
    expect(us.status(at('2026-06-16T13:30:00Z'))).toBe('open');
  });

  it('is closed on a NYSE holiday and says when it opens next', () => {
    const thanksgiving = at('2026-11-26T15:00:00Z'); // Thu 10:00 ET
    expect(us.status(thanksgiving)).toBe('closed');
    expect(us.nextOpen(thanksgiving)).toBe(at('2026-11-27T14:30:00Z'));
    expect(us.isTradingDate(us.byIndex(0)!.day)).toBe(true);
  });

  it('closes early at 13:00 on the day after Thanksgiving, with post-market until 17:00', () => {
    expect(us.status(at('2026-11-27T17:59:00Z'))).toBe('open'); // 12:59 ET
    expect(us.status(at('2026-11-27T18:00:00Z'))).toBe('post'); // 13:00
    expect(us.status(at('2026-11-27T22:00:00Z'))).toBe('closed'); // 17:00
    const day = us.sessionDay(at('2026-11-27T15:00:00Z'))!;
    expect(day.earlyClose).toBe(true);
    expect(day.minutes).toBe(210);
    expect(day.holiday).toBe('Day after Thanksgiving');
  });

  it('is closed at the weekend and opens on Monday', () => {
    const saturday = at('2026-11-21T15:00:00Z');
    expect(us.status(saturday)).toBe('closed');
    expect(us.nextOpen(saturday)).toBe(at('2026-11-23T14:30:00Z'));
  });
});

describe('HKEX (Hong Kong time)', () => {
  const hk = calendar('HKEX');
  it('has a pre-opening session, a morning, a lunch break and an afternoon', () => {
    expect(hk.status(at('2026-11-17T01:15:00Z'))).toBe('pre'); // 09:15 HKT
    expect(hk.status(at('2026-11-17T02:00:00Z'))).toBe('open'); // 10:00
    expect(hk.status(at('2026-11-17T04:30:00Z'))).toBe('lunch'); // 12:30
    expect(hk.nextOpen(at('2026-11-17T04:30:00Z'))).toBe(at('2026-11-17T05:00:00Z')); // 13:00
    expect(hk.status(at('2026-11-17T05:00:00Z'))).toBe('open');
    expect(hk.status(at('2026-11-17T08:00:00Z'))).toBe('closed'); // 16:00
  });

  it('trades the morning only on Christmas Eve', () => {
    expect(hk.status(at('2026-12-24T03:00:00Z'))).toBe('open'); // 11:00
    expect(hk.status(at('2026-12-24T05:30:00Z'))).toBe('closed'); // 13:30
    expect(hk.sessionDay(at('2026-12-24T03:00:00Z'))!.minutes).toBe(150);
  });
});

describe('BMV (Mexico City clocks, aligned with New York)', () => {
  const bmv = calendar('BMV');
  it('trades 08:30-15:00 Mexico City while the US is on standard time', () => {
    expect(bmv.status(at('2026-11-17T14:20:00Z'))).toBe('pre'); // 08:20 CDMX, opening auction
    expect(bmv.status(at('2026-11-17T14:30:00Z'))).toBe('open'); // 08:30
    expect(bmv.status(at('2026-11-17T20:59:00Z'))).toBe('open'); // 14:59
    expect(bmv.status(at('2026-11-17T21:00:00Z'))).toBe('closed'); // 15:00
  });

  it('opens one hour earlier (07:30-14:00) while the US is on daylight time', () => {
    expect(bmv.status(at('2026-06-16T13:30:00Z'))).toBe('open'); // 07:30 CDMX
    expect(bmv.status(at('2026-06-16T20:00:00Z'))).toBe('closed'); // 14:00
  });

  it('is closed on Mexican holidays', () => {
    expect(bmv.status(at('2026-11-16T16:00:00Z'))).toBe('closed'); // Revolución Mexicana
    expect(calendar('US').status(at('2026-11-16T16:00:00Z'))).toBe('open');
  });
});

describe('CME Globex and FX', () => {
  const cme = calendar('CME');
  const fx = calendar('FX');
  it('has the daily 16:00-17:00 Chicago break', () => {
    expect(cme.status(at('2026-11-17T21:59:00Z'))).toBe('open'); // 15:59 CT
    expect(cme.status(at('2026-11-17T22:30:00Z'))).toBe('closed'); // 16:30 CT
    expect(cme.status(at('2026-11-17T23:00:00Z'))).toBe('open'); // 17:00 CT, Wednesday's session
    expect(cme.sessionDay(at('2026-11-17T23:30:00Z'))!.key).toBe('2026-11-18');
  });

  it('closes from Friday 16:00 to Sunday 17:00 Chicago', () => {
    expect(cme.status(at('2026-11-20T23:30:00Z'))).toBe('closed'); // Fri 17:30 CT
    expect(cme.status(at('2026-11-22T22:30:00Z'))).toBe('closed'); // Sun 16:30 CT
    expect(cme.status(at('2026-11-22T23:30:00Z'))).toBe('open'); // Sun 17:30 CT
  });

  it('runs FX 24/5 from Sunday 17:00 to Friday 17:00 New York', () => {
    expect(fx.status(at('2026-11-18T08:00:00Z'))).toBe('open'); // Wed 03:00 ET, no daily break
    expect(fx.status(at('2026-11-20T21:30:00Z'))).toBe('open'); // Fri 16:30 ET
    expect(fx.status(at('2026-11-20T22:30:00Z'))).toBe('closed'); // Fri 17:30 ET
    expect(fx.status(at('2026-11-21T12:00:00Z'))).toBe('closed'); // Saturday
    expect(fx.status(at('2026-11-22T21:30:00Z'))).toBe('closed'); // Sun 16:30 ET
    expect(fx.status(at('2026-11-22T22:30:00Z'))).toBe('open'); // Sun 17:30 ET
    expect(fx.nextOpen(at('2026-11-21T12:00:00Z'))).toBe(at('2026-11-22T22:00:00Z'));
  });

  it('trades crypto every day', () => {
    expect(calendar('CRYPTO').status(at('2026-11-21T12:00:00Z'))).toBe('open');
  });
});
