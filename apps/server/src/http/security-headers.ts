import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { WEBVIEW_ALLOWED_HOSTS } from '@app/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './errors.ts';
import { defineTexts } from '../i18n/text.ts';

/**
 * The hashes of the web app's inline scripts (apps/web/index.html: the shell's tab names and
 * first calls), allowed by the content security policy without allowing any other inline script.
 */
function inlineScriptHashes(webDist: string): string {
  const file = path.join(webDist, 'index.html');
  if (!fs.existsSync(file)) return '';
  const html = fs.readFileSync(file, 'utf8');
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => ` 'sha256-${crypto.createHash('sha256').update(m[1]!).digest('base64')}'`).join('');
}

/**
 * The content security policy of the HTML pages, no wider than the apps use: sockets and calls
 * to the same origin only ('self' covers ws:/wss: to it), frames of the app and of the webview's
 * allowed hosts (WEBVIEW_ALLOWED_HOSTS), forms posted to the same origin only.
 */
export function htmlCsp(webDist: string): string {
  const frames = WEBVIEW_ALLOWED_HOSTS.flatMap((host) => [`https://${host}`, `https://*.${host}`]).join(' ');
  return [
    "default-src 'self'",
    `script-src 'self'${inlineScriptHashes(webDist)}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "connect-src 'self'",
    `frame-src 'self' ${frames}`,
    "form-action 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}

/** Browser features the apps never use are off for them and for every frame (the clipboard, which they use, stays). */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'usb=()',
  'interest-cohort=()',
].join(', ');

/** Security headers of every answer (the set helmet sends by default, and a Permissions-Policy), precomputed once. */
export const SECURITY_HEADERS = {
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'permissions-policy': PERMISSIONS_POLICY,
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
} as const;

/** The Vite dev servers of the web app and the back office (their vite.config.ts), outside production. */
export const DEV_ORIGIN_PORTS = [5173, 5174];

const originTexts = defineTexts({
  socketOrigin: {
    es: 'Esta conexión solo se admite desde la propia aplicación',
    en: 'This connection is only accepted from the app itself',
    zh: '此连接仅接受来自本应用的请求',
  },
});

/**
 * True when a socket may be opened from this Origin: none (not a browser: scripts, tests, the
 * native shell), the server's own origin (the Host it was asked under), or outside production
 * a dev server on localhost (its proxy forwards the upgrade).
 */
export function socketOriginAllowed(origin: string | undefined, host: string | undefined, production: boolean): boolean {
  if (origin === undefined) return true;
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  if (host !== undefined && url.host === host) return true;
  if (production) return false;
  return ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname) && DEV_ORIGIN_PORTS.includes(Number(url.port));
}

/**
 * Refuses a WebSocket upgrade (/web/push, the chat, the back-office badges) from another
 * site's page with 403 before it is accepted: sockets authenticate inside, but no other site
 * has any business opening them.
 */
export function installSocketOriginCheck(app: FastifyInstance, production: boolean): void {
  app.addHook('onRequest', (req: FastifyRequest, reply, done) => {
    if (String(req.headers.upgrade ?? '').toLowerCase() !== 'websocket') return done();
    const origin = req.headers.origin;
    if (socketOriginAllowed(origin, req.headers.host, production)) return done();
    // The refused upgrade's connection is closed once the 403 is written (nothing else frees it).
    reply.header('connection', 'close');
    reply.raw.once('finish', () => req.raw.socket.destroy());
    done(new AppError('FORBIDDEN', originTexts.socketOrigin));
  });
}
