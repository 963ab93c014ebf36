import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { defineTexts } from '../i18n/text.ts';
import type { MovableClock } from '../lib/clock.ts';
import { ok } from './envelope.ts';
import { AppError, errors } from './errors.ts';

const texts = defineTexts({
  backwards: {
    es: 'El reloj solo avanza: {to} es anterior a la hora del servidor',
    en: 'The clock only moves forward: {to} is before the server time',
    zh: '时钟只能向前：{to} 早于服务器时间',
  },
});

const YEAR_MS = 366 * 86_400_000;
const body = z.union([
  z.object({ advanceMs: z.number().int().min(0).max(YEAR_MS) }).strict(),
  z.object({ to: z.union([z.number().int().positive(), z.iso.datetime({ offset: true })]) }).strict(),
]);

/** 127.0.0.0/8 and ::1, also written as IPv4-mapped IPv6. */
export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
  return v4.startsWith('127.') || address === '::1';
}

/**
 * `POST /web/test/clock` `{ advanceMs }` or `{ to }` (an instant after now): moves the server's
 * clock forward, so a browser flow reaches the 09:30 cross or a coupon date without waiting;
 * the jobs runner plans what became due on its next poll. Installed only with CLOCK_CONTROL=1
 * (config refuses it with NODE_ENV=production), and answered only to this machine: the
 * socket's own address decides, never X-Forwarded-For.
 */
export function installClockControl(app: FastifyInstance, clock: MovableClock): void {
  app.withTypeProvider<ZodTypeProvider>().post('/web/test/clock', { schema: { hide: true, body } }, async (req) => {
    if (!isLoopback(req.socket.remoteAddress)) throw errors.forbidden();
    const input = req.body;
    const now = clock.now();
    const by = 'advanceMs' in input ? input.advanceMs : (typeof input.to === 'number' ? input.to : Date.parse(input.to)) - now;
    if (by < 0) throw new AppError('BAD_REQUEST', texts.backwards, { to: new Date(now + by).toISOString() });
    clock.advance(by);
    req.log.warn({ from: new Date(now).toISOString(), to: new Date(clock.now()).toISOString() }, 'test clock moved');
    return ok({ now: clock.now(), movedMs: by }, req);
  });
}
