import { z } from 'zod';
import { need, type AppContext } from '../../context.ts';
import type { ProductTerms } from '../terms/index.ts';

/**
 * The published rules of price alerts (terms product `alerts`, item `ALL`): how many live
 * alerts a user may keep. Operators publish new versions in the back office.
 */
export const ALERT_TERMS_PRODUCT = 'alerts';
export const ALERT_TERMS_ITEM = 'ALL';

export const alertTermsSchema = z.object({
  maxActive: z.number().int().min(1).max(10_000).describe('live (armed or waiting) price alerts per user at most'),
});
export type AlertTerms = z.output<typeof alertTermsSchema>;

export const INITIAL_ALERT_TERMS: { terms: AlertTerms; text: { es: string; en: string; zh: string } } = {
  terms: { maxActive: 100 },
  text: {
    es: 'Alertas de precio: avisan cuando el último precio llega a un nivel (igual o por encima / igual o por debajo) o cuando el movimiento del día frente al cierre anterior llega a un porcentaje. Llegan como notificación, aviso en la app y, si lo pides, por correo. Una alerta única termina al dispararse; una repetida vuelve a activarse cuando el precio cruza de regreso, así que avisa una vez por cruce. Precios del mercado simulado. Como máximo {maxActive} alertas activas por usuario.',
    en: 'Price alerts: they tell you when the last price reaches a level (at or above / at or below) or when the day’s move against the previous close reaches a percent. They arrive as a notice, a live alert in the app and, if you ask, an email. A one-time alert ends when it fires; a repeating one is armed again once the price crosses back, so it fires once per crossing. Prices of the simulated market. At most {maxActive} active alerts per user.',
    zh: '价格提醒：当最新价达到设定价位（高于或等于／低于或等于），或当日相对昨收的涨跌幅达到设定百分比时通知您。提醒以站内通知、应用内推送以及（如您选择）电子邮件送达。一次性提醒触发后结束；重复提醒在价格回穿后重新生效，因此每次穿越只提醒一次。价格来自模拟行情。每位用户最多 {maxActive} 条生效中的提醒。',
  },
};

export function alertTerms(ctx: AppContext): ProductTerms<typeof alertTermsSchema> {
  return need(ctx, 'terms').register({
    product: ALERT_TERMS_PRODUCT,
    description: 'Price alerts: live alerts per user',
    schema: alertTermsSchema,
    items: [ALERT_TERMS_ITEM],
  });
}
