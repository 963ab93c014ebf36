import type { Query } from '../../shell/nav.ts';
import { PROFILE_SHORTCUTS, type ProfileShortcut } from '../surfaces.ts';

/** Where a link from the server leads inside the app: a hash route with its query, or an outside page. */
export type LinkTarget = { path: string; query: Query } | { path: '/pages/webview/index'; query: { url: string } };

const WEBVIEW = '/pages/webview/index';
/** The public customer chat, for guests (SPEC section 6). */
export const PUBLIC_CHAT: LinkTarget = { path: WEBVIEW, query: { chat: 'public' } };

/**
 * Turns the user's chat link (`wsUrl` of /api/user/info) into a navigation: an in-app
 * hash link ("/#/pages/webview/index?chat=1") opens that route; an http(s) link opens
 * in the webview page; anything else falls back to the public chat.
 */
export function linkTarget(link: string | undefined): LinkTarget {
  const text = (link ?? '').trim();
  const hash = text.indexOf('#/');
  if (hash >= 0 && !/^https?:/i.test(text.slice(0, hash))) {
    const [path = '', search = ''] = text.slice(hash + 1).split('?');
    if (path.startsWith('/pages/')) return { path, query: Object.fromEntries(new URLSearchParams(search)) };
  }
  if (/^https?:\/\//i.test(text)) return { path: WEBVIEW, query: { url: text } };
  return PUBLIC_CHAT;
}

export interface Shortcut {
  key: string;
  path: string;
  /** Money pages need a session: a guest goes to login first. */
  needsLogin?: boolean;
  /** A product's own shortcut (screens/<area>/surfaces.tsx) brings its icon, label and colours. */
  product?: ProfileShortcut;
}

/**
 * The account tab's shortcuts, by group: the money pages (labels: profile.shortcuts.<key>),
 * then the products, each registered by its area (screens/surfaces.ts).
 */
export const SHORTCUT_GROUPS: { key: 'money' | 'products'; items: Shortcut[] }[] = [
  {
    key: 'money',
    items: [
      { key: 'deposit', path: '/pages/deposit/index', needsLogin: true },
      { key: 'withdraw', path: '/pages/withdraw/bcard', needsLogin: true },
      { key: 'transfer', path: '/pages/profile/transfer', needsLogin: true },
      { key: 'history', path: '/pages/profile/transaction', needsLogin: true },
      { key: 'bankCards', path: '/pages/bcard/index', needsLogin: true },
      { key: 'wallets', path: '/pages/vm/index', needsLogin: true },
      { key: 'kyc', path: '/pages/kyc/individual', needsLogin: true },
      { key: 'share', path: '/pages/profile/share', needsLogin: true },
      { key: 'alerts', path: '/pages/alerts/index', needsLogin: true },
    ],
  },
  { key: 'products', items: PROFILE_SHORTCUTS.map((product) => ({ key: product.key, path: product.path, product })) },
];
