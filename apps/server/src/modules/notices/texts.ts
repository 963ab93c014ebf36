import type { LocalizedText } from '@app/contracts';

/**
 * Completes a text an operator wrote in some of the three languages: a missing language
 * takes Spanish, else English, else Chinese (the contract requires at least one).
 */
export function completeText(text: Partial<LocalizedText>): LocalizedText {
  const pick = (...values: (string | undefined)[]) => values.find((value) => value !== undefined && value.trim() !== '')?.trim() ?? '';
  return {
    es: pick(text.es, text.en, text.zh),
    en: pick(text.en, text.es, text.zh),
    zh: pick(text.zh, text.en, text.es),
  };
}
