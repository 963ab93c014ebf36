import type { Locale, LocalizedText } from '@app/contracts';

export type TextParams = Record<string, string | number>;

/** Fills `{name}` placeholders. Unknown placeholders are left as they are. */
export function interpolate(template: string, params: TextParams = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

export function render(text: LocalizedText, locale: Locale, params?: TextParams): string {
  return interpolate(text[locale], params);
}

/** Declares a group of texts; the `satisfies` keeps every entry in all three languages. */
export const defineTexts = <T extends Record<string, LocalizedText>>(texts: T): T => texts;
