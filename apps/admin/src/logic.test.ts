import { describe, expect, it } from 'vitest';
import { extractCode, formatWaiting, isOverdue, pageCount } from './format.ts';
import { translate } from './i18n.ts';
import { MESSAGES, type MessageTree } from './messages.ts';
import { NAV_ITEMS, visibleNav } from './nav.ts';
import { hrefOf, parseHash } from './router.ts';

describe('back-office routes', () => {
  it('parses #/page, #/page/id and a query', () => {
    expect(parseHash('')).toEqual({ page: 'kyc', query: {} });
    expect(parseHash('#/users')).toEqual({ page: 'users', query: {} });
    expect(parseHash('#/kyc/12')).toEqual({ page: 'kyc', id: 12, query: {} });
    expect(parseHash('#/users?keyword=ana&frozen=true')).toEqual({ page: 'users', query: { keyword: 'ana', frozen: 'true' } });
    expect(parseHash('#/kyc/abc')).toEqual({ page: 'kyc', query: {} });
    expect(parseHash('#/<script>')).toEqual({ page: 'kyc', query: {} });
  });

  it('builds hrefs that parse back', () => {
    expect(hrefOf('kyc', 5)).toBe('#/kyc/5');
    expect(hrefOf('users', undefined, { keyword: 'a b', frozen: '' })).toBe('#/users?keyword=a+b');
    expect(parseHash(hrefOf('users', 7, { keyword: 'x' }))).toEqual({ page: 'users', id: 7, query: { keyword: 'x' } });
  });
});

describe('navigation', () => {
  it('shows each operator the pages of its roles (admin sees all)', () => {
    expect(visibleNav(['admin']).map((item) => item.page)).toEqual(NAV_ITEMS.map((item) => item.page));
    const kyc = visibleNav(['kyc_reviewer']).map((item) => item.page);
    expect(kyc).toContain('kyc');
    expect(kyc).toContain('users');
    expect(kyc).not.toContain('deposits');
    expect(kyc).not.toContain('outbox');
    expect(kyc).not.toContain('audit');
    const money = visibleNav(['money_reviewer']).map((item) => item.page);
    expect(money).toEqual(expect.arrayContaining(['deposits', 'withdrawals']));
    expect(money).not.toContain('kyc');
    expect(visibleNav(['money_approver']).map((item) => item.page)).not.toContain('deposits');
    expect(visibleNav(['money_approver']).map((item) => item.page)).toContain('withdrawals');
  });
});

describe('formatting', () => {
  it('finds the 6-digit code of an email', () => {
    expect(extractCode('Tu código es 482913. Vence en 10 minutos.')).toBe('482913');
    expect(extractCode('Order 1234567 shipped')).toBeUndefined();
    expect(extractCode('no code')).toBeUndefined();
  });

  it('shows waiting times and flags the 24 h promise', () => {
    const now = 10 * 86_400_000;
    expect(formatWaiting(now - 5 * 60_000, now)).toBe('5 min');
    expect(formatWaiting(now - 3 * 3_600_000, now)).toBe('3 h');
    expect(formatWaiting(now - 52 * 3_600_000, now)).toBe('2 d 4 h');
    expect(isOverdue(now - 24 * 3_600_000, now)).toBe(false);
    expect(isOverdue(now - 24 * 3_600_000 - 1, now)).toBe(true);
  });

  it('counts pages', () => {
    expect(pageCount(0, 20)).toBe(1);
    expect(pageCount(41, 20)).toBe(3);
  });
});

describe('messages', () => {
  const keys = (tree: MessageTree, prefix = ''): string[] =>
    Object.entries(tree).flatMap(([key, value]) => (typeof value === 'string' ? [`${prefix}${key}`] : keys(value, `${prefix}${key}.`)));

  it('have the same keys in the three languages', () => {
    const es = keys(MESSAGES.es).sort();
    expect(keys(MESSAGES.en).sort()).toEqual(es);
    expect(keys(MESSAGES.zh).sort()).toEqual(es);
  });

  it('fill placeholders and fall back to English, then to the key', () => {
    expect(translate(MESSAGES.es, MESSAGES.en, 'kyc.detailTitle', { id: 4 })).toBe('Solicitud KYC #4');
    expect(translate({}, MESSAGES.en, 'nav.users')).toBe('Users');
    expect(translate({}, {}, 'nav.nothing')).toBe('nav.nothing');
  });
});
