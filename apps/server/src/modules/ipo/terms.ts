import { z } from 'zod';
import { need, type AppContext } from '../../context.ts';
import type { ProductTerms } from '../terms/index.ts';

/**
 * IPO published terms, one item per market: the charges on the allotted amount in parts
 * per 10,000,000 (1 % = 100000), and the flipping rule. Each subscription keeps the version
 * it was priced under.
 */
const rate = z.coerce.number().int().min(0).max(1_000_000);
export const ipoTermsSchema = z.object({
  brokerage: rate.describe('parts per 10,000,000 of the allotted amount (1 % = 100000)'),
  sfcLevy: rate,
  afrcLevy: rate,
  tradingFee: rate,
  flipWindowDays: z.coerce.number().int().min(0).max(365),
  flipBarDays: z.coerce.number().int().min(0).max(3650),
  financeMaxPercent: z.coerce.number().int().min(0).max(95).default(0).describe('HK: the largest share of an application the broker lends (0 = no financing)'),
  financeRatePercent: z
    .string()
    .regex(/^\d{1,2}(\.\d{1,4})?$/)
    .default('0')
    .describe('annual interest rate in percent on the amount lent (interest = loan x rate / 365 x days from the close to the day before allotment)'),
  firstDayMeanPercent: z.coerce.number().min(-50).max(500).default(15).describe('first-day model: the expected listing-day open above the final price, in percent'),
  firstDayVolPercent: z.coerce.number().min(0).max(200).default(30).describe('first-day model: the spread (sigma, percent) of the listing-day open around it'),
});
export type IpoTerms = z.output<typeof ipoTermsSchema>;
export const IPO_TERM_ITEMS = ['US', 'HK', 'MX'] as const;
export type IpoTermItem = (typeof IPO_TERM_ITEMS)[number];

export function ipoTerms(ctx: AppContext): ProductTerms<typeof ipoTermsSchema> {
  return need(ctx, 'terms').register({ product: 'ipo', description: 'IPO subscriptions: charges on the allotted amount and the flipping rule, per market', schema: ipoTermsSchema, items: IPO_TERM_ITEMS });
}

const flip = {
  es: 'El día de la salida a bolsa la acción abre a precio final × (1 + {firstDayMeanPercent} %) × e^(σz − σ²/2), σ = {firstDayVolPercent} %, z sacado de la semilla publicada de la asignación; las acciones asignadas pasan a su cartera y se venden desde Operar. Vender acciones de una OPI a menos de {flipWindowDays} días de su salida a bolsa impide suscribir OPIs durante {flipBarDays} días.',
  en: 'On listing day the stock opens at final price × (1 + {firstDayMeanPercent} %) × e^(σz − σ²/2), σ = {firstDayVolPercent} %, z drawn from the allotment\'s published seed; allotted shares join your portfolio and are sold from the Trade tab. Selling IPO shares within {flipWindowDays} days of listing bars IPO subscriptions for {flipBarDays} days.',
  zh: '上市当日开盘价 = 最终价 × (1 + {firstDayMeanPercent}%) × e^(σz − σ²/2)，σ = {firstDayVolPercent}%，z 由分配后公布的种子生成；获配股份转入持仓，可在交易页卖出。新股上市 {flipWindowDays} 天内卖出，{flipBarDays} 天内不得认购新股。',
};

export const INITIAL_TERMS: Record<IpoTermItem, { terms: IpoTerms; text: { es: string; en: string; zh: string } }> = {
  HK: {
    terms: { brokerage: 100_000, sfcLevy: 270, afrcLevy: 15, tradingFee: 565, flipWindowDays: 30, flipBarDays: 60, financeMaxPercent: 90, financeRatePercent: '6.8', firstDayMeanPercent: 10, firstDayVolPercent: 30 },
    text: {
      es: `OPIs de Hong Kong: solicitudes por los tramos publicados; grupos A y B; asignación por sorteo con semilla publicada tras la asignación. Cargos sobre lo asignado, cada uno redondeado al centavo: corretaje 1 % más el IVA vigente sobre el corretaje (16 % desde el 24/11/2026), tasa SFC 0.0027 % y tasa AFRC 0.00015 % (se pagan a la SFC y a la AFRC), tarifa de negociación de HKEX 0.00565 %. Lo no asignado y sus cargos se devuelven. Financiamiento opcional: el bróker presta hasta {financeMaxPercent} % de la solicitud al {financeRatePercent} % anual; tú aportas el resto más los intereses (préstamo × tasa / 365 × días del cierre al día anterior a la asignación), que se pagan haya o no asignación; si lo asignado cuesta más que tu aporte, paga la diferencia antes de la salida a bolsa o la asignación caduca. ${flip.es}`,
      en: `Hong Kong IPOs: applications by the published tiers; pools A and B; allotment by a ballot drawn from a seed published after allotment. Charges on the allotted amount, each rounded to the cent: brokerage 1 % plus the IVA in force on it (16 % from 24 Nov 2026), SFC levy 0.0027 % and AFRC levy 0.00015 % (paid over to the SFC and the AFRC), HKEX trading fee 0.00565 %. Unallotted money and its charges are returned. Optional financing: the broker lends up to {financeMaxPercent} % of the application at {financeRatePercent} % a year; you put in the rest plus the interest (loan x rate / 365 x days from the close to the day before allotment), due whatever the outcome; if the allotted shares cost more than your deposit, pay the difference before listing or the allotment lapses. ${flip.en}`,
      zh: `港股新股：按公布档位申购；甲组与乙组；按分配后公布的种子抽签。按获配金额收费，各自四舍五入到分：佣金 1% 另加现行佣金增值税（IVA，自 2026 年 11 月 24 日起为 16%）、证监会征费 0.0027% 与会财局征费 0.00015%（代缴证监会及会财局）、香港交易所交易费 0.00565%。未获配资金及其费用退还。可选融资认购：券商最多借出申购金额的 {financeMaxPercent}%，年利率 {financeRatePercent}%；您支付其余部分及利息（借款 × 利率 / 365 × 截止日至分配前一日的天数），无论是否中签均须支付；如获配金额超过您的本金，须在上市前补缴差额，否则配售失效。${flip.zh}`,
    },
  },
  US: {
    terms: { brokerage: 0, sfcLevy: 0, afrcLevy: 0, tradingFee: 0, flipWindowDays: 30, flipBarDays: 60, financeMaxPercent: 0, financeRatePercent: '0', firstDayMeanPercent: 15, firstDayVolPercent: 30 },
    text: {
      es: `OPIs de EE. UU.: oferta condicional dentro del rango de precios, modificable o cancelable hasta el cierre; si el precio final queda más de 20 % fuera del rango debe reconfirmar o la oferta caduca. Asignación aleatoria con igual probabilidad por solicitud; sin comisiones; el dinero no usado se libera. ${flip.es}`,
      en: `US IPOs: a conditional offer within the price range, editable or cancellable until the window closes; a final price more than 20 % outside the range needs a reconfirmation or the offer lapses. Random allocation with an equal chance per request; no charges; unused money is released. ${flip.en}`,
      zh: `美股新股：在价格区间内有条件认购，截止前可修改或撤销；最终价格超出区间 20% 以上须重新确认，否则失效。随机分配，每笔申请机会均等；免费用；未用资金解冻。${flip.zh}`,
    },
  },
  MX: {
    terms: { brokerage: 0, sfcLevy: 0, afrcLevy: 0, tradingFee: 0, flipWindowDays: 30, flipBarDays: 60, financeMaxPercent: 0, financeRatePercent: '0', firstDayMeanPercent: 15, firstDayVolPercent: 30 },
    text: {
      es: `OPIs de la BMV: oferta dentro del rango de precios, modificable o cancelable hasta el cierre; asignación aleatoria con igual probabilidad por solicitud; sin comisiones; el dinero no usado se libera. ${flip.es}`,
      en: `BMV IPOs: an offer within the price range, editable or cancellable until the window closes; random allocation with an equal chance per request; no charges; unused money is released. ${flip.en}`,
      zh: `墨西哥新股：在价格区间内认购，截止前可修改或撤销；随机分配，每笔申请机会均等；免费用；未用资金解冻。${flip.zh}`,
    },
  },
};
