import type { Locale, LocalizedText } from '@app/contracts';

/**
 * Route titles (issue 27): each area names its own routes in `screens/<area>/titles.ts`
 * (`export const titles: RouteTitles = { bondsList: { es, en, zh }, ... }`, one per line; found
 * by file name, nothing to register). They are read at start, with the shell's texts, because
 * the top bar shows a page's title while its code and its text bundle are still loading; i18n
 * serves them as `nav.title.<key>` (the key a route names in shell/routes.ts).
 * shell/routes.test.ts checks that every route's title comes from its own area.
 */
export type RouteTitles = Record<string, LocalizedText>;

const files = import.meta.glob<RouteTitles>('./*/titles.ts', { import: 'titles', eager: true });

/** Every area's titles, by the area's folder name. */
export const TITLES_BY_AREA: Readonly<Record<string, RouteTitles>> = Object.fromEntries(Object.entries(files).map(([file, titles]) => [file.split('/')[1]!, titles]));

/** The titles of one language, by key (`nav.title` of the i18n resources). */
export function titlesIn(locale: Locale): Record<string, string> {
  return Object.fromEntries(Object.values(TITLES_BY_AREA).flatMap((titles) => Object.entries(titles).map(([key, text]) => [key, text[locale]])));
}
