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

/*
 * Why money is held (the wallet's frozen list), by hold kind: an area that holds money with a
 * kind of its own ('ipo', 'fund-order') names it in its messages file, so the wallet says
 * "IPO subscription" without knowing every product (the wallet's own kinds are its own).
 */
const holdReasons = new Map<string, LocalizedText>();

export function defineHoldReasons(entries: Record<string, LocalizedText>): void {
  for (const [kind, text] of Object.entries(entries)) holdReasons.set(kind, text);
}

export function holdReason(kind: string): LocalizedText | undefined {
  return holdReasons.get(kind);
}

/*
 * How a statement line's reference reads (issue 34 item 19): a transaction's ref is
 * '<prefix>:<id>[:<n>]' ('robot-order:12', 'loan-repay:5:2'); an area declares, per prefix, the
 * text that names it ('Robot order #12', 'Loan #5, payment 2') with {id} and {n} filled in, so
 * that two robots or two repayments of one loan are told apart on the statement.
 */
const refLabels = new Map<string, LocalizedText>();

export function defineRefLabels(entries: Record<string, LocalizedText>): void {
  for (const [prefix, text] of Object.entries(entries)) refLabels.set(prefix, text);
}

/** The reference's text in each language, or undefined when its prefix is not declared or it is not '<prefix>:<id>[:<n>]'. */
export function refLabel(ref: string): LocalizedText | undefined {
  const match = /^([a-z][a-z0-9._-]*):([^:]+)(?::([^:]+))?$/.exec(ref);
  const text = match ? refLabels.get(match[1]!) : undefined;
  // A label that numbers ({n}) a reference without a number (booked before it had one) is not shown.
  if (!match || !text || (match[3] === undefined && text.en.includes('{n}'))) return undefined;
  const fill = (s: string) => s.replaceAll('{id}', match[2]!).replaceAll('{n}', match[3] ?? '');
  return { es: fill(text.es), en: fill(text.en), zh: fill(text.zh) };
}
