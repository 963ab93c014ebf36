import type { LocalizedText } from '@app/contracts';
import type { ComponentType, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '../i18n/index.ts';

/*
 * The places where product areas show themselves outside their own pages (issue 27): home's
 * product tiles, the account tab's shortcuts, the trade tab's lists. Each area fills them
 * from its own folder, `screens/<area>/surfaces.tsx` exporting `surfaces` (found by file
 * name: nothing to register here), one entry per line, its labels in es/en/zh. The shared
 * pages only read these lists and never name an area.
 */

/** A product tile of home. */
export interface HomeTile {
  key: string;
  path: string;
  icon: ReactNode;
  hue: string;
  label: LocalizedText;
  /** Place among the tiles (smaller first). */
  order: number;
}

/** A shortcut of the account tab's products group. */
export interface ProfileShortcut {
  key: string;
  path: string;
  icon: ReactNode;
  label: LocalizedText;
  /** The icon's colours (the app's blue when absent). */
  tone?: { background: string; color: string };
  order: number;
}

/** A list of the trade tab: its tab number in the query (`?tab=`), its label, its content. */
export interface TradeTabEntry {
  key: string;
  number: number;
  label: LocalizedText;
  Content: ComponentType;
}

export interface AreaSurfaces {
  homeTiles?: readonly HomeTile[];
  profileShortcuts?: readonly ProfileShortcut[];
  tradeTabs?: readonly TradeTabEntry[];
  /** Shown under the trade tab's own holdings (positions the area keeps, e.g. with a lock-up). */
  holdingExtras?: readonly ComponentType[];
  /** Sections of the account tab, under the balances (e.g. portfolio insight); lazily loaded components. */
  profileSections?: readonly ComponentType[];
}

const files = import.meta.glob<AreaSurfaces>('./*/surfaces.tsx', { import: 'surfaces', eager: true });
const all = Object.values(files);
const byOrder = <T extends { order: number }>(list: T[]) => list.sort((a, b) => a.order - b.order);

export const HOME_TILES: readonly HomeTile[] = byOrder(all.flatMap((s) => s.homeTiles ?? []));
export const PROFILE_SHORTCUTS: readonly ProfileShortcut[] = byOrder(all.flatMap((s) => s.profileShortcuts ?? []));
export const TRADE_TAB_ENTRIES: readonly TradeTabEntry[] = all.flatMap((s) => s.tradeTabs ?? []).sort((a, b) => a.number - b.number);
export const HOLDING_EXTRAS: readonly ComponentType[] = all.flatMap((s) => s.holdingExtras ?? []);
export const PROFILE_SECTIONS: readonly ComponentType[] = all.flatMap((s) => s.profileSections ?? []);

/** An area's label in the current language (re-renders on a language switch). */
export function useLabel(): (text: LocalizedText) => string {
  useTranslation();
  const locale = currentLocale();
  return (text) => text[locale];
}
