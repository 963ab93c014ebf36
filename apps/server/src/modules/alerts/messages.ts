import { defineTexts } from '../../i18n/text.ts';

/** Refusals of the alert calls. */
export const t = defineTexts({
  notFound: { es: 'No existe esa alerta', en: 'There is no such alert', zh: '没有该提醒' },
  full: {
    es: 'Puedes tener hasta {max} alertas activas; borra alguna para crear otra',
    en: 'You may keep up to {max} active alerts; delete one to create another',
    zh: '最多可保留 {max} 条生效中的提醒，请删除后再创建',
  },
  priceMissing: { es: 'Indica el precio de la alerta', en: 'Enter the alert price', zh: '请输入提醒价格' },
  priceNotPositive: { es: 'El precio debe ser un número mayor que 0', en: 'The price must be a number above 0', zh: '价格必须是大于 0 的数字' },
  priceDecimals: { es: 'El precio admite como máximo {decimals} decimales', en: 'The price takes at most {decimals} decimals', zh: '价格最多 {decimals} 位小数' },
  priceTooLarge: { es: 'El precio es demasiado grande', en: 'The price is too large', zh: '价格过大' },
  percentMissing: { es: 'Indica el porcentaje de la alerta', en: 'Enter the alert percent', zh: '请输入提醒百分比' },
  percentNotPositive: { es: 'El porcentaje debe ser un número mayor que 0', en: 'The percent must be a number above 0', zh: '百分比必须是大于 0 的数字' },
  percentDecimals: { es: 'El porcentaje admite como máximo 2 decimales', en: 'The percent takes at most 2 decimals', zh: '百分比最多 2 位小数' },
  percentTooLarge: { es: 'El porcentaje puede ser como máximo 100', en: 'The percent can be at most 100', zh: '百分比最多为 100' },
  aboveMet: {
    es: 'El precio ya está en {price} o por encima; elige un nivel más alto',
    en: 'The price is already at or above {price}; choose a higher level',
    zh: '当前价格已高于或等于 {price}，请设置更高的价位',
  },
  belowMet: {
    es: 'El precio ya está en {price} o por debajo; elige un nivel más bajo',
    en: 'The price is already at or below {price}; choose a lower level',
    zh: '当前价格已低于或等于 {price}，请设置更低的价位',
  },
  changeMet: {
    es: 'El movimiento de hoy ya llega a {percent} %; elige un porcentaje mayor',
    en: "Today's move has already reached {percent}%; choose a larger percent",
    zh: '今日涨跌幅已达到 {percent}%，请设置更大的百分比',
  },
});

/** What a fired alert says (notice, email), per kind; {name} {code} {level} {percent} {price} {change} are filled in. */
export const fired = defineTexts({
  title: { es: 'Alerta de precio: {code}', en: 'Price alert: {code}', zh: '价格提醒：{code}' },
  price_above: {
    es: '{name} subió a {price}, en o por encima de tu nivel de {level}.',
    en: '{name} rose to {price}, at or above your level of {level}.',
    zh: '{name} 升至 {price}，已达到或高于您设定的 {level}。',
  },
  price_below: {
    es: '{name} bajó a {price}, en o por debajo de tu nivel de {level}.',
    en: '{name} fell to {price}, at or below your level of {level}.',
    zh: '{name} 跌至 {price}，已达到或低于您设定的 {level}。',
  },
  change_up: {
    es: '{name} sube {change} % hoy (a {price}), al menos el {percent} % de tu alerta.',
    en: '{name} is up {change}% today (at {price}), at least the {percent}% of your alert.',
    zh: '{name} 今日上涨 {change}%（现价 {price}），已达到您设定的 {percent}%。',
  },
  change_down: {
    es: '{name} baja {change} % hoy (a {price}), al menos el {percent} % de tu alerta.',
    en: '{name} is down {change}% today (at {price}), at least the {percent}% of your alert.',
    zh: '{name} 今日下跌 {change}%（现价 {price}），已达到您设定的 {percent}%。',
  },
  repeatNote: {
    es: 'Volverá a avisarte la próxima vez que el precio cruce este nivel.',
    en: 'It will tell you again the next time the price crosses it.',
    zh: '价格下次穿越时将再次提醒您。',
  },
  onceNote: { es: 'Esta alerta ya terminó.', en: 'This alert has now ended.', zh: '该提醒已结束。' },
});
