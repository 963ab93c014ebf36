import { describe, expect, it } from 'vitest';
import { ALL_ROUTES } from '../../shell/routes.ts';
import { linkTarget, PUBLIC_CHAT, SHORTCUT_GROUPS } from './links.ts';

describe('chat link', () => {
  it('opens an in-app hash link as that route with its query', () => {
    expect(linkTarget('/#/pages/webview/index?chat=1')).toEqual({ path: '/pages/webview/index', query: { chat: '1' } });
    expect(linkTarget('#/pages/notice/index')).toEqual({ path: '/pages/notice/index', query: {} });
  });

  it('opens an outside link in the webview page', () => {
    expect(linkTarget('https://chat.example.mx/room/7')).toEqual({ path: '/pages/webview/index', query: { url: 'https://chat.example.mx/room/7' } });
    expect(linkTarget('https://chat.example.mx/#/x')).toEqual({ path: '/pages/webview/index', query: { url: 'https://chat.example.mx/#/x' } });
  });

  it('falls back to the public chat', () => {
    expect(linkTarget(undefined)).toBe(PUBLIC_CHAT);
    expect(linkTarget('javascript:alert(1)')).toBe(PUBLIC_CHAT);
    expect(linkTarget('/#/evil')).toBe(PUBLIC_CHAT);
  });
});

describe('shortcuts', () => {
  it('lead only to registered routes', () => {
    const paths = new Set(ALL_ROUTES.map((route) => route.path));
    for (const item of SHORTCUT_GROUPS.flatMap((group) => group.items)) expect(paths.has(item.path), item.path).toBe(true);
  });
});
