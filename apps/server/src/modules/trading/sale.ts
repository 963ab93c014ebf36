import type { TradeSale } from '@app/contracts';
import Decimal from 'decimal.js';
import { formatMinor } from '../../ledger/money.ts';

/** One lot closed by a sale, in the wallet currency's minor units, as the close booked it (close.ts). */
export interface SaleLot {
  orderId: number;
  quantity: string;
  /** What the wallet got: the proceeds after commission and IVA. */
  toWallet: bigint;
  fee: bigint;
  iva: bigint;
}

/**
 * The whole sale of held shares (pure): a cash account's "Sell" closes the holding's lots
 * oldest first, one closing order each, so what the user sold is the sum over those lots,
 * not the last lot's order. Amounts are summed in minor units, so gross - fee - IVA = net to
 * the cent and net is exactly what the wallet received.
 */
export function saleOf(lots: readonly SaleLot[], decimals: number): TradeSale {
  let quantity = new Decimal(0);
  let net = 0n;
  let fee = 0n;
  let iva = 0n;
  for (const lot of lots) {
    quantity = quantity.plus(lot.quantity);
    net += lot.toWallet;
    fee += lot.fee;
    iva += lot.iva;
  }
  return {
    quantity: quantity.toFixed(),
    gross: formatMinor(net + fee + iva, decimals),
    fee: formatMinor(fee, decimals),
    iva: formatMinor(iva, decimals),
    net: formatMinor(net, decimals),
    orderIds: lots.map((lot) => lot.orderId),
  };
}
