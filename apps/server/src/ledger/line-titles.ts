import type { LocalizedText } from '@app/contracts';

/*
 * Statement titles that product areas give their own ledger lines and transaction kinds
 * ('isr' withheld on a coupon, 'stamp_duty' on a fund purchase, 'late_charge' on a loan...),
 * declared in the area's own messages file so that the wallet's statement names each line as
 * itself without the wallet knowing every product. A title declared here wins over the
 * wallet's generic ones ('tax', 'income'...).
 */
const titles = new Map<string, LocalizedText>();

export function defineLineTitles(entries: Record<string, LocalizedText>): void {
  for (const [kind, text] of Object.entries(entries)) titles.set(kind, text);
}

export function lineTitle(kind: string): LocalizedText | undefined {
  return titles.get(kind);
}
