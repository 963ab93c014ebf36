import DecimalJs from 'decimal.js';
import { dayFromKey } from '../../market/time.ts';

/*
 * The UDI (unidad de inversión, pesos per UDI) that UDIBONOS are denominated in. Banxico
 * publishes one value a day (6 decimals) from the INPC. The app has no feed: the series is
 * SIMULATED from the last real value we hold, Banxico's published UDI of 21 June 2025,
 * MXN 8.493561 (https://anterior.banxico.org.mx/inicio/canales/indicadores_es.html), growing
 * at a simulated inflation of 4.00 % a year, compounded daily:
 *
 *   UDI(d) = 8.493561 × 1.04^((d − 2025-06-21) / 365), rounded to 6 decimals.
 *
 * Days before the anchor run the same formula backwards (also simulated). Every price, coupon
 * and redemption of a UDIBONO is computed in UDIs and converted at its own date's value.
 */

const Decimal = DecimalJs.clone({ precision: 40, rounding: DecimalJs.ROUND_HALF_UP });

export const UDI_ANCHOR = { date: '2025-06-21', value: '8.493561', source: 'Banxico' } as const;
/** Simulated annual inflation the series grows at (a fraction). */
export const UDI_SIMULATED_INFLATION = '0.04';

const ANCHOR_DAY = dayFromKey(UDI_ANCHOR.date);

/** Pesos per UDI on `day` (6 decimals, simulated after the anchor). */
export function udiOn(day: number): DecimalJs {
  const growth = new Decimal(1).plus(UDI_SIMULATED_INFLATION).pow(new Decimal(day - ANCHOR_DAY).div(365));
  return new Decimal(UDI_ANCHOR.value).times(growth).toDecimalPlaces(6);
}
