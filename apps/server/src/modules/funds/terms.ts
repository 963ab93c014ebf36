import Decimal from 'decimal.js';
import { z } from 'zod';
import { need, type AppContext } from '../../context.ts';
import type { ProductTerms } from '../terms/index.ts';

/**
 * Funds' published terms (product `funds`, item IN): the INR rate orders are paid at from
 * the FINANCIAL wallet in MXN, the stamp duty, the cut-off and the on-demand exit load
 * table. Each order keeps the version it was taken under. Decimals are strings (exact).
 */
const decimal = (check: (d: Decimal) => boolean, message: string) =>
  z
    .string()
    .trim()
    .regex(/^\d+(\.\d+)?$/, 'a decimal number such as 4.85')
    .refine((value) => check(new Decimal(value)), message);

export const fundsTermsSchema = z.object({
  inrPerMxn: decimal((d) => d.gt(0) && d.lt(100), 'above 0 and under 100').describe('INR per MXN: orders are paid and redemptions paid back at this rate'),
  stampDutyPercent: decimal((d) => d.lt(1), 'under 1').describe('stamp duty on purchases, percent (0.005): amount × r / (100 + r)'),
  cutOff: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'HH:MM').describe('cut-off, IST: before it the day\'s NAV applies, after it the next business day\'s'),
  exitLoadPercent: z.array(decimal((d) => d.lt(5), 'under 5')).max(30).describe('on-demand exit load, percent, for days 1..n after allotment; nil after'),
});
export type FundsTerms = z.output<typeof fundsTermsSchema>;

export function fundsTerms(ctx: AppContext): ProductTerms<typeof fundsTermsSchema> {
  return need(ctx, 'terms').register({
    product: 'funds',
    description: 'Indian mutual funds: INR rate, stamp duty, cut-off, on-demand exit load',
    schema: fundsTermsSchema,
    items: ['IN'],
  });
}

export const INITIAL_FUNDS_TERMS: { terms: FundsTerms; text: { es: string; en: string; zh: string } } = {
  terms: { inrPerMxn: '4.85', stampDutyPercent: '0.005', cutOff: '15:00', exitLoadPercent: ['0.0070', '0.0065', '0.0060', '0.0055', '0.0050', '0.0045'] },
  text: {
    es: 'Fondos mutuos de India en INR, pagados en MXN desde tu cartera FINANCIAL a {inrPerMxn} INR por MXN (el mismo tipo al rescatar). Impuesto de timbre de {stampDutyPercent} % en compras, calculado en rupias sobre el pago convertido (pago × 0.005 / 100.005, al paisa), ninguno en rescates. Las conversiones entre INR y MXN se redondean al centavo o paisa más cercano (la mitad hacia arriba), nunca a favor de la casa. Unidades = (monto − timbre) / NAV, con 3 decimales. Hora de corte {cutOff} IST: antes del corte de un día hábil aplica el NAV de ese día; después, el del siguiente día hábil. El NAV se publica cada día hábil tras el cierre y sale de la simulación (fondo de liquidez: su rendimiento; fondo de renta variable: un índice simulado tipo NIFTY), menos los gastos. A la vista (liquidez): comisión de salida del día 1 al 6 de {exitLoadPercent} %, nada desde el día 7. Plazo fijo (ELSS): cada compra queda bloqueada 3 años; no se puede rescatar antes. Cada orden la revisa un operador. Los resultados pasados no predicen resultados futuros.',
    en: 'Indian mutual funds in INR, paid in MXN from your FINANCIAL wallet at {inrPerMxn} INR per MXN (the same rate when redeeming). Stamp duty of {stampDutyPercent} % on purchases, computed in rupees on the converted payment (payment × 0.005 / 100.005, to the paisa), none on redemptions. Conversions between INR and MXN round to the nearest centavo or paisa (half up), never in the house’s favour. Units = (amount − duty) / NAV, to 3 decimals. Cut-off {cutOff} IST: before the cut-off of a business day that day\'s NAV applies; after it, the next business day\'s. The NAV is published each business day after the close and comes from the simulation (liquid fund: its yield; equity fund: a simulated NIFTY-like index), less expenses. On-demand (liquid): exit load for days 1 to 6 of {exitLoadPercent} %, nil from day 7. Fixed-term (ELSS): each purchase is locked in for 3 years; no redemption before. An operator reviews each order. Past results do not predict future results.',
    zh: '印度共同基金以 INR 计价，从您的 FINANCIAL 钱包以 MXN 支付，汇率 {inrPerMxn} INR/MXN（赎回时相同）。申购收取 {stampDutyPercent}% 的印花税，按换算后的卢比付款计算（付款 × 0.005 / 100.005，精确到派沙），赎回不收。INR 与 MXN 之间的换算四舍五入到最接近的分或派沙（半数进位），绝不偏向本平台。份额 = (金额 − 印花税) / NAV，保留 3 位小数。截止时间 {cutOff} IST：工作日截止前适用当日 NAV，截止后适用下一工作日 NAV。NAV 每个工作日收盘后公布，来自模拟（流动性基金：其收益率；股票基金：模拟的类 NIFTY 指数），扣除费用。活期（流动性）：第 1 至 6 天赎回费为 {exitLoadPercent}%，第 7 天起为零。定期（ELSS）：每笔申购锁定 3 年，期满前不可赎回。每笔订单由运营人员审核。过往业绩不代表未来表现。',
  },
};
