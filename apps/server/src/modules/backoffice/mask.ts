import type { AdminWithdrawal, KYC_PRIVATE_FIELDS, KycSubmission, WITHDRAWAL_PRIVATE_FIELDS } from '@app/contracts';

/**
 * Private data in back-office answers is masked by default (issue 20): ID numbers, CLABE
 * and card numbers keep their last 4 characters, addresses their first word, phone numbers
 * their last 3 digits. The full value is a deliberate reveal call (role-limited, audited).
 */
export const MASK = '•';

/** An ID, CLABE or card number: every character but the last 4 hidden (at least half hidden for short ones). */
export function maskNumber(value: string): string {
  const clean = value.trim();
  const keep = Math.min(4, Math.floor(clean.length / 2));
  return MASK.repeat(Math.max(clean.length - keep, 4)) + clean.slice(clean.length - keep);
}

/** A phone number: its last 3 digits. */
export function maskPhone(value: string): string {
  const digits = value.replace(/\D/g, '');
  return `${MASK.repeat(Math.max(digits.length - 3, 4))}${digits.slice(-3)}`;
}

/** An address: its first word, the rest hidden. */
export function maskAddress(value: string): string {
  const first = value.trim().split(/\s+/)[0] ?? '';
  return `${first.length > 12 ? first.slice(0, 3) : first} ${MASK.repeat(6)}`;
}

/** The private fields of a KYC submission a reviewer may reveal. */
export type KycPrivateField = (typeof KYC_PRIVATE_FIELDS)[number];

/** A KYC submission as the back office shows it by default. */
export function maskKyc(s: KycSubmission): KycSubmission {
  return {
    ...s,
    ...(s.documentNumber ? { documentNumber: maskNumber(s.documentNumber) } : {}),
    ...(s.company
      ? { company: { ...s.company, bankAccount: maskNumber(s.company.bankAccount), officeAddress: maskAddress(s.company.officeAddress), phone: maskPhone(s.company.phone) } }
      : {}),
  };
}

export function kycField(s: KycSubmission, field: KycPrivateField): string | undefined {
  return field === 'documentNumber' ? s.documentNumber : s.company?.[field];
}

/** The private fields of a withdrawal's payout a money reviewer may reveal. */
export type WithdrawalPrivateField = (typeof WITHDRAWAL_PRIVATE_FIELDS)[number];

/** A withdrawal as the back office shows it by default (payout card/CLABE and bank address masked). */
export function maskWithdrawal(w: AdminWithdrawal): AdminWithdrawal {
  if (!w.destinationDetail) return w;
  const d = { ...w.destinationDetail };
  if (d.cardNo) d.cardNo = maskNumber(d.cardNo);
  if (d.bankAddress) d.bankAddress = maskAddress(d.bankAddress);
  return { ...w, destinationDetail: d };
}
