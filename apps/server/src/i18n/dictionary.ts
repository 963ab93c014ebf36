import type { DictType, LocalizedText } from '@app/contracts';

/*
 * Dictionary labels that product areas give their own values (issue 27): a product's asset
 * source (`AssetSource.Bonds`), its trade-tab list (`TradeListTab.bonds`)... declared in the
 * area's own messages file, one entry per line, so that GET /web/dict/data lists them without
 * the system module knowing every product (`modules/system/dict.ts` merges them with its own).
 */
export type DictEntry = [value: string | number, label: LocalizedText];

const entries = new Map<DictType, DictEntry[]>();

export function defineDictionaryEntries(type: DictType, list: DictEntry[]): void {
  const current = entries.get(type) ?? [];
  for (const entry of list) if (!current.some(([value]) => value === entry[0])) current.push(entry);
  entries.set(type, current);
}

/** The areas' entries of a dictionary, in the order they were declared. */
export function areaDictionaryEntries(type: DictType): readonly DictEntry[] {
  return entries.get(type) ?? [];
}
