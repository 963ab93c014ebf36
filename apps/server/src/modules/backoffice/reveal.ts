import type { KYC_PRIVATE_FIELDS, WITHDRAWAL_PRIVATE_FIELDS } from '@app/contracts';
import { need, type AppContext } from '../../context.ts';
import { AppError } from '../../http/errors.ts';
import type { OperatorPrincipal } from '../../http/auth.ts';
import { kycField } from './mask.ts';
import { t } from './messages.ts';

/**
 * Reveals one private field in full: a deliberate, role-limited call (the contract names
 * the roles) whose audit row is committed before the value is answered.
 */
export async function reveal(
  ctx: AppContext,
  operator: OperatorPrincipal,
  ip: string | undefined,
  target: { type: 'kyc'; id: number; field: (typeof KYC_PRIVATE_FIELDS)[number] } | { type: 'withdrawal'; id: number; field: (typeof WITHDRAWAL_PRIVATE_FIELDS)[number] },
): Promise<{ value: string }> {
  let value: string | undefined;
  if (target.type === 'kyc') {
    value = kycField(await need(ctx, 'kyc').detail(target.id), target.field);
  } else {
    const withdrawal = await need(ctx, 'funding').withdrawals.adminDetail(target.id, 'en');
    value = withdrawal.destinationDetail?.[target.field];
  }
  if (!value) throw new AppError('NOTHING_TO_REVEAL', t.nothingToReveal, {}, { field: 'field' });
  await ctx.db.transaction().execute((trx) => need(ctx, 'audit').record(operator, 'private.reveal', { type: target.type, id: target.id }, { field: target.field }, ip, trx));
  return { value };
}
