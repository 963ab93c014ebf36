import { describe, expect, it } from 'vitest';
import { dayInWords, interpolate, render } from '../../src/i18n/text.ts';

describe('texts: placeholders and dates in words', () => {
  it('a value given per language is taken in the language being written', () => {
    const until = dayInWords('2026-12-17');
    expect(until).toEqual({ es: '17 de diciembre de 2026', en: 'December 17, 2026', zh: '2026年12月17日' });
    const text = { es: 'vence el {day} ({code})', en: 'matures on {day} ({code})', zh: '{code} 到期日 {day}' };
    expect(render(text, 'es', { day: until, code: 'CETES' })).toBe('vence el 17 de diciembre de 2026 (CETES)');
    expect(render(text, 'en', { day: until, code: 'CETES' })).toBe('matures on December 17, 2026 (CETES)');
    expect(render(text, 'zh', { day: until, code: 'CETES' })).toBe('CETES 到期日 2026年12月17日');
    // Without a language, English; unknown placeholders stay.
    expect(interpolate('{day} {other}', { day: until })).toBe('December 17, 2026 {other}');
  });

  it('a calendar day is the day itself in every time zone (1 January stays 1 January); not a day stays as given', () => {
    expect(dayInWords('2027-01-01').en).toBe('January 1, 2027');
    expect(dayInWords('tomorrow')).toEqual({ es: 'tomorrow', en: 'tomorrow', zh: 'tomorrow' });
    expect(dayInWords('2026-02-30').en).toBe('2026-02-30');
  });
});
