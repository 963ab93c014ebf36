import { describe, expect, it } from 'vitest';
import { webviewTarget } from './target.ts';

const own = 'http://127.0.0.1:8080';

describe('webview allow-list', () => {
  it('allows https pages of the listed hosts and their subdomains, and the app itself', () => {
    expect(webviewTarget('https://www.banxico.org.mx/tipcamb/main.do', own)).toEqual({ kind: 'allowed', url: 'https://www.banxico.org.mx/tipcamb/main.do', host: 'www.banxico.org.mx' });
    expect(webviewTarget('https://bmv.com.mx', own).kind).toBe('allowed');
    expect(webviewTarget('https://www.sec.gov/edgar/search/', own).kind).toBe('allowed');
    expect(webviewTarget('https://www.hkex.com.hk/', own).kind).toBe('allowed');
    expect(webviewTarget('/web/docs', own)).toMatchObject({ kind: 'allowed', url: 'http://127.0.0.1:8080/web/docs' });
    expect(webviewTarget('http://127.0.0.1:8080/#/pages/news/detail?id=1', own).kind).toBe('allowed');
  });

  it('refuses everything else', () => {
    expect(webviewTarget('https://example.com', own)).toEqual({ kind: 'refused', host: 'example.com' });
    expect(webviewTarget('http://www.banxico.org.mx', own).kind).toBe('refused');
    expect(webviewTarget('https://banxico.org.mx.evil.com', own).kind).toBe('refused');
    expect(webviewTarget('https://evilbanxico.org.mx', own).kind).toBe('refused');
    expect(webviewTarget('https://user:pw@www.sec.gov/', own).kind).toBe('refused');
    expect(webviewTarget('javascript:alert(1)', own).kind).toBe('refused');
    expect(webviewTarget('data:text/html,hi', own).kind).toBe('refused');
    expect(webviewTarget('//example.com/x', own).kind).toBe('refused');
    expect(webviewTarget('http://127.0.0.1:9999/', own).kind).toBe('refused');
    expect(webviewTarget('', own)).toEqual({ kind: 'missing' });
    expect(webviewTarget(undefined, own)).toEqual({ kind: 'missing' });
  });
});
