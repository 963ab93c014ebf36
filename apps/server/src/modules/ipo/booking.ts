import type { Currency } from '@app/contracts';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../ledger/service.ts';
import { CHARGE_PARTS, type ChargePart, type Charges } from './rules.ts';

/*
 * Where each part of an IPO's cost is booked (issue 34 item 7): the shares to the issuer's
 * account, the brokerage to the broker's fee revenue, the IVA on it to the IVA owed to SAT,
 * and each levy to what is owed to whom levies it: SFC, AFRC and HKEX. Each is its own
 * ledger line, so the statement names it as itself.
 */
export const HOUSE_IPO = 'IPO_ISSUER';

export const CHARGE_ACCOUNTS: Record<ChargePart, { house: string; line?: string }> = {
  gross: { house: HOUSE_IPO },
  brokerage: { house: 'FEES', line: 'fee' },
  iva: { house: 'IPO_IVA', line: 'tax' },
  sfcLevy: { house: 'SFC_LEVY_PAYABLE', line: 'sfc_levy' },
  afrcLevy: { house: 'AFRC_LEVY_PAYABLE', line: 'afrc_levy' },
  tradingFee: { house: 'HKEX_FEE_PAYABLE', line: 'hkex_fee' },
};

export interface Destination {
  account: { house: string; currency: Currency };
  amount: bigint;
  line?: string;
}

/** The ledger destinations of the parts (those above zero), in booking order. */
export function destinations(parts: Pick<Charges, ChargePart>, currency: Currency): Destination[] {
  return CHARGE_PARTS.flatMap((part) => {
    const amount = parts[part];
    if (amount <= 0n) return [];
    const { house, line } = CHARGE_ACCOUNTS[part];
    return [{ account: { house, currency }, amount, ...(line ? { line } : {}) }];
  });
}

/** The IVA rate on commissions in force now (trading's published rule; '0' before it or without trading). */
export async function ivaRateNow(ctx: AppContext, db?: Tx): Promise<string> {
  const trading = ctx.services.trading;
  if (!trading) return '0';
  return (await trading.tax.rate(db)).rate.toFixed();
}

/** The charges of an order as its row records them (migration 0185). */
export function chargeColumns(c: Charges) {
  return { brokerage_minor: c.brokerage, iva_minor: c.iva, sfc_levy_minor: c.sfcLevy, afrc_levy_minor: c.afrcLevy, trading_fee_minor: c.tradingFee };
}
