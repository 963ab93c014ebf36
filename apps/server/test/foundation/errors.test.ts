import fs from 'node:fs';
import path from 'node:path';
import * as contracts from '@app/contracts';
import { ERROR_CODES, ERRORS, isErrorCode, type ErrorCode, type TradeOrder } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../src/http/errors.ts';
import { call as apiCall } from '../accounts/_api.ts';
import type { TestUser } from '../fixtures/users.ts';
import type { TestApp } from '../helpers.ts';
import { call, key, trader, tradingApp, US_OPEN } from '../trading/_setup.ts';

/**
 * Error codes live in the contracts (issue 11): each area declares `<area>Errors` with
 * their HTTP status, ERRORS merges them, the server's AppError takes its status from
 * ERRORS alone and the clients match codes from there.
 */

const ROOT = path.resolve(import.meta.dirname, '../../../..');
const sourceFiles = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
const rel = (file: string) => path.relative(ROOT, file);

/** Every exported `<area>Errors` map of the contracts (found by name, so a new area is checked too). */
const areaMaps = Object.entries(contracts).filter(
  (entry): entry is [string, Record<string, number>] =>
    /Errors$/.test(entry[0]) && typeof entry[1] === 'object' && entry[1] !== null && Object.values(entry[1]).every((v) => typeof v === 'number'),
);

describe('the error registry', () => {
  it('has every area map, each code once with one HTTP status', () => {
    expect(areaMaps.map(([name]) => name)).toEqual(expect.arrayContaining(['commonErrors', 'accountErrors', 'tradingErrors', 'fundingErrors', 'walletErrors', 'marketErrors', 'chatErrors', 'newsErrors', 'adminErrors']));
    for (const [name, map] of areaMaps) {
      for (const [code, status] of Object.entries(map)) {
        // Spread into ERRORS (one line per area) and not contradicted by another area.
        expect(ERRORS[code as ErrorCode], `${name}.${code}`).toBe(status);
        expect(Number.isInteger(status) && status >= 400 && status <= 599, `${name}.${code}: ${status}`).toBe(true);
        expect(code, name).toMatch(/^[A-Z][A-Z0-9_]+$/);
      }
    }
    const declared = new Set(areaMaps.flatMap(([, map]) => Object.keys(map)));
    expect([...Object.keys(ERRORS)].filter((code) => !declared.has(code))).toEqual([]);
    expect(ERROR_CODES.ORDER_NOT_CANCELLABLE).toBe('ORDER_NOT_CANCELLABLE');
    expect(isErrorCode('ORDER_NOT_CANCELLABLE')).toBe(true);
    expect(isErrorCode('NO_SUCH_CODE')).toBe(false);
    expect(isErrorCode('toString')).toBe(false);
  });

  it("AppError's status is the registry's for every code", () => {
    const text = { es: 'x', en: 'x', zh: 'x' };
    for (const code of Object.keys(ERRORS) as ErrorCode[]) expect(new AppError(code, text).status, code).toBe(ERRORS[code]);
  });

  it('every code the server raises is declared (AppError takes no status: the type refuses one)', () => {
    const raised = new Map<string, string>();
    for (const file of sourceFiles(path.join(ROOT, 'apps/server/src'))) {
      const text = fs.readFileSync(file, 'utf8');
      // The ways a code reaches an AppError: directly, through a trading RuleError, or the
      // small helpers that build one (codeError, invalid, a lock's wrongCode).
      for (const match of text.matchAll(/\b(?:AppError|RuleError|codeError|invalid)\(\s*'([A-Z][A-Z0-9_]+)'|\bwrongCode: '([A-Z][A-Z0-9_]+)'|\bwrongCode: ((?:'[A-Z_]+'\s*\|\s*)*'[A-Z_]+');/g)) {
        const codes = match[1] ?? match[2] ?? match[3]!;
        for (const code of codes.match(/[A-Z][A-Z0-9_]+/g)!) raised.set(code, rel(file));
      }
    }
    expect(raised.size).toBeGreaterThan(60);
    expect([...raised].filter(([code]) => !isErrorCode(code)).map(([code, file]) => `${code} (${file})`)).toEqual([]);
  });

  it('the web app and the back office match error codes from the contracts, not strings', () => {
    const codes = new Set(Object.keys(ERRORS));
    const offenders: string[] = [];
    for (const dir of ['apps/web/src', 'apps/admin/src']) {
      for (const file of sourceFiles(path.join(ROOT, dir))) {
        // Text bundles may name a code in prose; tests may spell one out.
        if (/\.test\.tsx?$|[\\/]i18n[\\/]messages[\\/]|[\\/]messages\.ts$/.test(file)) continue;
        fs.readFileSync(file, 'utf8')
          .split('\n')
          .forEach((line, index) => {
            for (const match of line.matchAll(/['"`]([A-Z][A-Z0-9_]+)['"`]/g)) if (codes.has(match[1]!)) offenders.push(`${rel(file)}:${index + 1} ${match[1]}`);
          });
      }
    }
    expect(offenders).toEqual([]);
  });
});

describe('statuses on the wire are the registry', () => {
  let t: TestApp;
  let user: TestUser;
  beforeAll(async () => {
    ({ t } = await tradingApp(US_OPEN));
    user = await trader(t);
  });
  afterAll(() => t.close());

  /** A refusal answers its declared code with the status ERRORS gives it, in the envelope and on HTTP. */
  const expectDeclared = (res: { status: number; code: number; data: unknown }, code: ErrorCode) => {
    expect((res.data as { error?: string }).error).toBe(code);
    expect(res.status).toBe(ERRORS[code]);
    expect(res.code).toBe(ERRORS[code]);
  };

  it('cancelling a filled order answers 409 ORDER_NOT_CANCELLABLE (as the contract says, not 422)', async () => {
    const placed = await call<TradeOrder>(t, user, '/stock/create', { code: 'AAPL', direction: 0, orderType: 0, quantity: 2, payPassword: '123456', idempotencyKey: key() });
    expect(placed.data.status).toBe(1);
    const cancel = await call(t, user, '/orders/cancel', { id: placed.data.id, payPassword: '123456' });
    expectDeclared(cancel, 'ORDER_NOT_CANCELLABLE');
    expect(cancel.status).toBe(409);

    const positionId = placed.data.positionId!;
    expect((await call(t, user, '/position/flatPosition', { positionId, payPassword: '123456' })).status).toBe(200);
    const again = await call(t, user, '/position/flatPosition', { positionId, payPassword: '123456' });
    expectDeclared(again, 'POSITION_CLOSED');
    expect(again.status).toBe(409);
  });

  it('other areas answer the registry statuses too', async () => {
    expectDeclared(await call(t, user, '/orders/cancel', { id: 999999, payPassword: '123456' }), 'ORDER_NOT_FOUND');
    expectDeclared(await call(t, user, '/stock/create', { code: 'AAPL', direction: 0, orderType: 0, quantity: 2, payPassword: '654321', idempotencyKey: key() }), 'PAY_PASSWORD_WRONG');
    expectDeclared(await apiCall(t, 'POST', '/loginByUsername', { payload: { username: 'nobody_here', password: 'Wrong1234' }, ip: '10.31.0.1' }), 'LOGIN_FAILED');
    expectDeclared(await apiCall(t, 'POST', '/admin/money/deposits/approve', { token: user.token, payload: { id: 1 } }), 'FORBIDDEN');
  });
});
