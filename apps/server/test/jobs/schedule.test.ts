import { describe, expect, it } from 'vitest';
import { describeSchedule, duePeriods, latestDue, nextDue, scheduleView, validateSchedule, type JobSchedule } from '../../src/jobs/schedule.ts';

const at = (iso: string) => Date.parse(iso);
const iso = (ms: number) => new Date(ms).toISOString();

describe('job calendars in time zones (pure)', () => {
  it('"daily at 00:05 America/Mexico_City" is 06:05 UTC (no daylight time in Mexico since 2022), one run per local date', () => {
    const daily: JobSchedule = { at: '00:05', timeZone: 'America/Mexico_City' };
    expect(nextDue(daily, at('2026-07-01T06:04:59Z'))).toEqual({ period: '2026-07-01', dueAt: at('2026-07-01T06:05:00Z') });
    // Just past it: the next local date.
    expect(nextDue(daily, at('2026-07-01T06:05:00Z'))).toEqual({ period: '2026-07-02', dueAt: at('2026-07-02T06:05:00Z') });
    // Late evening in Mexico City is already the next UTC date: the local date names the period.
    expect(nextDue(daily, at('2026-12-31T23:30:00Z')).period).toBe('2027-01-01');
    const week = duePeriods(daily, at('2026-03-01T00:00:00Z'), at('2026-03-08T00:00:00Z'));
    expect(week.map((d) => d.period)).toEqual(['2026-03-01', '2026-03-02', '2026-03-03', '2026-03-04', '2026-03-05', '2026-03-06', '2026-03-07']);
    expect(week.every((d) => iso(d.dueAt).endsWith('T06:05:00.000Z'))).toBe(true);
  });

  it('"each HK trading day at 09:20" follows the HKEX calendar: weekends and Lunar New Year skipped, 01:20 UTC', () => {
    const hk: JobSchedule = { at: '09:20', days: { exchange: 'HK' } };
    const due = duePeriods(hk, at('2026-02-12T00:00:00Z'), at('2026-02-24T00:00:00Z'));
    // 2026-02-14/15 weekend, 02-17..19 Lunar New Year (02-16 is a half day: it trades), 02-21/22 weekend.
    expect(due.map((d) => d.period)).toEqual(['2026-02-12', '2026-02-13', '2026-02-16', '2026-02-20', '2026-02-23']);
    expect(due.every((d) => iso(d.dueAt).endsWith('T01:20:00.000Z'))).toBe(true);
    expect(describeSchedule(hk)).toBe('09:20 Asia/Hong_Kong, HK trading days');
    expect(scheduleView(hk)).toEqual({ at: '09:20', timeZone: 'Asia/Hong_Kong', days: 'HK' });
    expect(scheduleView({ everyMs: 1000 })).toEqual({ everyMs: 1000 });
  });

  it('a New York weekday job moves with daylight saving time; US and MX exchange days skip their own holidays', () => {
    const ny: JobSchedule = { at: '16:30', timeZone: 'America/New_York', days: 'weekdays' };
    expect(iso(nextDue(ny, at('2026-03-06T00:00:00Z')).dueAt)).toBe('2026-03-06T21:30:00.000Z'); // EST
    expect(nextDue(ny, at('2026-03-06T22:00:00Z'))).toEqual({ period: '2026-03-09', dueAt: at('2026-03-09T20:30:00Z') }); // EDT, weekend skipped
    // 2026-07-03 (Independence Day observed) is an NYSE holiday.
    const us = duePeriods({ at: '09:00', timeZone: 'America/New_York', days: { exchange: 'US' } }, at('2026-07-01T00:00:00Z'), at('2026-07-08T00:00:00Z'));
    expect(us.map((d) => d.period)).toEqual(['2026-07-01', '2026-07-02', '2026-07-06', '2026-07-07']);
    const mx = duePeriods({ at: '08:00', days: { exchange: 'MX' } }, at('2026-09-14T00:00:00Z'), at('2026-09-18T00:00:00Z'));
    // 2026-09-16 (Independence Day) is a BMV holiday; the zone is Mexico City's.
    expect(mx.map((d) => d.period)).toEqual(['2026-09-14', '2026-09-15', '2026-09-17']);
    expect(iso(mx[0]!.dueAt)).toBe('2026-09-14T14:00:00.000Z');
  });

  it('interval slots are multiples of the interval; latestDue answers only the newest missed one', () => {
    const minute: JobSchedule = { everyMs: 60_000 };
    const slots = duePeriods(minute, at('2026-01-01T00:00:30Z'), at('2026-01-01T00:03:00Z'));
    expect(slots.map((d) => d.period)).toEqual(['2026-01-01T00:01:00.000Z', '2026-01-01T00:02:00.000Z', '2026-01-01T00:03:00.000Z']);
    expect(latestDue(minute, at('2026-01-01T00:00:30Z'), at('2026-01-01T05:00:10Z'))?.period).toBe('2026-01-01T05:00:00.000Z');
    expect(latestDue(minute, at('2026-01-01T00:00:30Z'), at('2026-01-01T00:00:59Z'))).toBeUndefined();
    const daily: JobSchedule = { at: '00:05', timeZone: 'America/Mexico_City' };
    expect(latestDue(daily, at('2026-03-01T00:00:00Z'), at('2026-03-10T03:00:00Z'))?.period).toBe('2026-03-09');
    expect(describeSchedule(minute)).toBe('every 1 min');
  });

  it('refuses a bad time, a bad zone or a bad interval at definition', () => {
    expect(() => validateSchedule({ at: '24:00', timeZone: 'UTC' })).toThrow(/HH:MM/);
    expect(() => validateSchedule({ at: '09:20', timeZone: 'Mars/Olympus' })).toThrow(/time zone/);
    expect(() => validateSchedule({ everyMs: 0 })).toThrow(/everyMs/);
  });
});
