import Decimal from 'decimal.js';
import { z } from 'zod';
import { need, type AppContext } from '../../context.ts';
import type { ProductTerms } from '../terms/index.ts';

/**
 * Mining's published terms (product `mining`, item `BTC`): the pool fee on what a robot's
 * share of the blocks pays, the electricity tariff (US$ per kWh), the fee on a rental's
 * refund, the fee on selling back a bought machine, and the least energy a user prepays.
 * Each order keeps the version it was taken under (and copies the rates it settles with).
 */
const rate = (max: number) =>
  z
    .string()
    .trim()
    .regex(/^\d+(\.\d+)?$/, 'a decimal number such as 0.02')
    .refine((value) => new Decimal(value).lt(max), `from 0 to under ${max}`);

export const miningTermsSchema = z.object({
  poolFeeRate: rate(0.2).describe('pool fee on the reward (0.02 = 2 %)'),
  tariffPerKwh: z
    .string()
    .trim()
    .regex(/^\d+(\.\d{1,4})?$/, 'US$ per kWh, e.g. 0.08')
    .describe('electricity, US$ per kWh'),
  rentRedeemFeeRate: rate(0.5).describe("fee on a rental's pro-rata refund (0.05 = 5 %)"),
  buybackFeeRate: rate(0.5).describe('fee on the depreciated value of a bought machine sold back'),
  minEnergyDays: z.coerce.number().int().min(1).max(365).describe('least days of energy prepaid with an order'),
});
export type MiningTerms = z.output<typeof miningTermsSchema>;

export const MINING_TERM_ITEMS = ['BTC'] as const;

export function miningTerms(ctx: AppContext): ProductTerms<typeof miningTermsSchema> {
  return need(ctx, 'terms').register({
    product: 'mining',
    description: 'Robot mining: pool fee, electricity tariff, redeem and buy-back fees, least prepaid energy',
    schema: miningTermsSchema,
    items: MINING_TERM_ITEMS,
  });
}

export const INITIAL_TERMS: { terms: MiningTerms; text: { es: string; en: string; zh: string } } = {
  terms: { poolFeeRate: '0.02', tariffPerKwh: '0.08', rentRedeemFeeRate: '0.05', buybackFeeRate: '0.10', minEnergyDays: 1 },
  text: {
    es: 'Minería simulada: la red de Bitcoin es una simulación (bloques al azar cada 600 s en promedio, dificultad ajustada cada 2,016 bloques, subsidio 3.125 BTC más comisiones). Cada periodo tu robot recibe su parte de los bloques encontrados: (TH/s del robot ÷ TH/s de la red) × (subsidio + comisiones), menos la comisión del pool de {poolFeeRate}; en promedio E = H·86,400·B/(D·2³²) BTC al día. La recompensa se acredita en BTC (al satoshi) en tu cartera FINANCIAL; su valor en US$ es al precio simulado de BTC. La energía (W = J/TH × TH/s; kWh/día = W·24/1000) se paga por adelantado a US$ {tariffPerKwh} por kWh (mínimo {minEnergyDays} día(s)); sin energía el robot se detiene y los días perdidos no se reembolsan. Rescate: una renta devuelve los días completos restantes a prorrata menos {rentRedeemFeeRate}; una máquina comprada se recompra a su valor depreciado en línea recta menos {buybackFeeRate}; la energía no usada se devuelve. No hay rendimiento garantizado.',
    en: 'Simulated mining: the Bitcoin network is a simulation (blocks at random, one per 600 s on average, difficulty retargeted every 2,016 blocks, subsidy 3.125 BTC plus fees). Each period your robot gets its share of the blocks found: (robot TH/s ÷ network TH/s) × (subsidy + fees), minus the pool fee of {poolFeeRate}; on average E = H·86,400·B/(D·2³²) BTC a day. The reward is credited in BTC (to the satoshi) to your FINANCIAL wallet; its US$ value is at the simulated BTC price. Energy (W = J/TH × TH/s; kWh/day = W·24/1000) is prepaid at US$ {tariffPerKwh} per kWh (at least {minEnergyDays} day(s)); without energy the robot stops and lost days are not refunded. Redeem: a rental refunds the whole days left pro rata minus {rentRedeemFeeRate}; a bought machine is bought back at its straight-line depreciated value minus {buybackFeeRate}; unused energy is returned. No return is guaranteed.',
    zh: '模拟挖矿：比特币网络为模拟（区块随机产生，平均每 600 秒一个，每 2,016 个区块调整难度，补贴 3.125 BTC 加手续费）。每个周期您的机器人获得所出区块的份额：（机器人 TH/s ÷ 全网 TH/s）×（补贴 + 手续费），扣除矿池费 {poolFeeRate}；平均每天 E = H·86,400·B/(D·2³²) BTC。收益以 BTC（精确到聪）计入您的 FINANCIAL 钱包；其美元价值按模拟 BTC 价格计算。电费（W = J/TH × TH/s；每日 kWh = W·24/1000）按每 kWh US$ {tariffPerKwh} 预付（至少 {minEnergyDays} 天）；电量耗尽时机器人停止，损失的天数不退款。赎回：租用按剩余整天数比例退款，扣除 {rentRedeemFeeRate}；购买的矿机按直线折旧后的价值回购，扣除 {buybackFeeRate}；未用电费退还。不保证任何收益。',
  },
};
