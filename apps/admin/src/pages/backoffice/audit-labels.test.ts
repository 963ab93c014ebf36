import { describe, expect, it } from 'vitest';
import { AREA_MESSAGES } from '../../messages.ts';
import { AUDIT_ACTIONS } from './audit.tsx';
import { BACKOFFICE_MESSAGES } from './messages.ts';

// Issue 27: a product area labels its own audit actions in its messages (`audit`), which also
// fill the audit log's filter; the back office's shared texts name no area's action.

// The back office's own `audit` holds the log page's texts, not an area's action labels.
const withLabels = Object.entries(AREA_MESSAGES).filter(([area, texts]) => area !== 'backoffice' && 'audit' in texts.es);

describe("the areas' audit action labels", () => {
  it('come from each area in the three languages and fill the filter', () => {
    expect(withLabels.length).toBeGreaterThan(0);
    for (const [area, texts] of withLabels) {
      const keys = Object.keys((texts.es as { audit: object }).audit);
      for (const locale of ['en', 'zh'] as const) expect(Object.keys((texts[locale] as { audit: object }).audit), `${area} ${locale}`).toEqual(keys);
      for (const key of keys) expect(AUDIT_ACTIONS, area).toContain(`${area}.${key.replaceAll('_', '.')}`);
    }
  });

  it('every action in the filter is a word in each language (no page text taken for an action)', () => {
    expect(AUDIT_ACTIONS.filter((action) => action.startsWith('backoffice.'))).toEqual([]);
  });

  it("the back office's own labels name no area's action", () => {
    for (const locale of ['es', 'en', 'zh'] as const) {
      const own = Object.keys(BACKOFFICE_MESSAGES[locale].audit.actions);
      for (const [area] of withLabels) expect(own.filter((key) => key.startsWith(`${area}_`)), `${locale} ${area}`).toEqual([]);
    }
  });
});
