import { z } from 'zod';
import { need, type AppContext } from '../../context.ts';
import type { ProductTerms } from '../terms/index.ts';

/**
 * The pre-opening window of each exchange (one item per market), as minutes before the
 * regular open (the cross), the ALO price band around the previous close and the largest
 * order in board lots. PRODUCT-RULES.md 3.1 (HKEX), 3.2 (US), 3.3 (BMV).
 */
export const auctionTermsSchema = z
  .object({
    inputStartMinutes: z.number().int().min(1).max(600).describe('order input opens this many minutes before the open'),
    noCancelMinutes: z.number().int().min(0).max(600).describe('no cancellation from this many minutes before the open'),
    inputEndMinutes: z.number().int().min(0).max(600).describe('no new orders from this many minutes before the open'),
    bandPercent: z.number().min(1).max(50).describe('an ALO price must be within this percent of the previous close'),
    maxLots: z.number().int().min(1).max(100_000).describe('largest order in board lots'),
  })
  .refine((t) => t.inputStartMinutes > t.noCancelMinutes && t.noCancelMinutes >= t.inputEndMinutes, 'input start > no-cancel >= input end');
export type AuctionTerms = z.output<typeof auctionTermsSchema>;

export const AUCTION_TERM_ITEMS = ['US', 'HK', 'MX'] as const;

export function auctionTerms(ctx: AppContext): ProductTerms<typeof auctionTermsSchema> {
  return need(ctx, 'terms').register({
    product: 'auction',
    description: 'Pre-market auction: each exchange’s order-input window before the open, the ALO price band and the largest order',
    schema: auctionTermsSchema,
    items: AUCTION_TERM_ITEMS,
  });
}

const common = {
  es: 'Órdenes a subasta (AO, sin precio) y a subasta con límite (ALO, precio dentro de ±{bandPercent} % del cierre anterior), de compra, hasta {maxLots} lotes. Se retiene el peor caso (AO: el tope de la banda). Precio de apertura: el que maximiza el volumen ejecutable, luego el menor desequilibrio, luego el más alto si sobran compras en todos los empates (el más bajo si sobran ventas), luego el más cercano al cierre anterior; con las órdenes de todos los usuarios y el libro propio de la simulación. AO antes que ALO; ALO por precio y hora. Todo se ejecuta a ese único precio; lo no ejecutado de una AO se cancela y de una ALO pasa a la sesión como orden límite.',
  en: 'At-auction (AO, no price) and at-auction limit (ALO, price within ±{bandPercent} % of the previous close) buy orders, at most {maxLots} lots. The worst case is held (AO: the top of the band). Opening price: the one that maximizes executable volume, then the smallest imbalance, then the highest if every tie has a buy surplus (the lowest if a sell surplus), then the nearest to the previous close; from the orders of all users and the simulation’s own book. AO before ALO; ALO by price then time. Everything fills at that one price; unfilled AO quantity is cancelled, unfilled ALO quantity is carried into the session as a limit order.',
  zh: '竞价买单：竞价盘（AO，不设价格）与竞价限价盘（ALO，价格在前收盘价 ±{bandPercent}% 以内），最多 {maxLots} 手。按最坏情况冻结资金（AO：价格区间上限）。开盘价：可成交量最大者，其次不平衡量最小者，若所有并列价格均为买方剩余则取最高、均为卖方剩余则取最低，再取最接近前收盘价者；撮合所有用户的订单及模拟市场自身的订单簿。AO 优先于 ALO；ALO 按价格再按时间排序。全部以该单一价格成交；AO 未成交部分取消，ALO 未成交部分转入持续交易时段作为限价单。',
};

export const INITIAL_AUCTION_TERMS: Record<(typeof AUCTION_TERM_ITEMS)[number], { terms: AuctionTerms; text: { es: string; en: string; zh: string } }> = {
  US: {
    terms: { inputStartMinutes: 150, noCancelMinutes: 2, inputEndMinutes: 1, bandPercent: 10, maxLots: 3000 },
    text: {
      es: `EE. UU. (subasta de apertura, 09:30 Nueva York): órdenes de 07:00 a 09:29; sin cancelación desde las 09:28. ${common.es}`,
      en: `US (opening cross, 09:30 New York): orders from 07:00 to 09:29; no cancellation from 09:28. ${common.en}`,
      zh: `美国（开盘集合竞价，纽约时间 09:30）：07:00 至 09:29 可下单；09:28 起不可撤单。${common.zh}`,
    },
  },
  HK: {
    terms: { inputStartMinutes: 30, noCancelMinutes: 15, inputEndMinutes: 10, bandPercent: 15, maxLots: 3000 },
    text: {
      es: `Hong Kong (sesión de preapertura HKEX): ingreso de órdenes 09:00-09:15, sin cancelación 09:15-09:20, cruce a la apertura 09:30. ${common.es}`,
      en: `Hong Kong (HKEX pre-opening session): order input 09:00-09:15, no cancellation 09:15-09:20, cross at the 09:30 open. ${common.en}`,
      zh: `香港（港交所开市前时段）：09:00-09:15 输入买卖盘，09:15-09:20 不可撤单，09:30 开市撮合。${common.zh}`,
    },
  },
  MX: {
    terms: { inputStartMinutes: 30, noCancelMinutes: 5, inputEndMinutes: 1, bandPercent: 10, maxLots: 3000 },
    text: {
      es: `BMV (preapertura, 30 minutos antes de la apertura): sin cancelación en los últimos 5 minutos. ${common.es}`,
      en: `BMV (pre-opening, 30 minutes before the open): no cancellation in the last 5 minutes. ${common.en}`,
      zh: `墨西哥证券交易所（开盘前 30 分钟）：最后 5 分钟不可撤单。${common.zh}`,
    },
  },
};
