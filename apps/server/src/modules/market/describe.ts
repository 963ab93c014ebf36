import type { Locale } from '@app/contracts';
import type { Instrument } from '../../market/instruments.ts';
import { FUTURE_UNITS, localText, SECTOR_NAMES } from '../../market/localized.ts';
import { localName } from './board.ts';

/** One sentence about an instrument in the request language (the summary page). */
export function describe(instrument: Instrument, locale: Locale): string {
  const name = localName(instrument, locale);
  // Sector names and futures units in the request language (market/localized.ts).
  const sector = localText(SECTOR_NAMES, instrument.sector, locale) ?? '';
  const unit = localText(FUTURE_UNITS, instrument.unit, locale) ?? '';
  switch (instrument.kind) {
    case 'stock':
      return {
        es: `${name}: empresa del sector ${sector.toLowerCase()} que cotiza en ${instrument.exchange} (${instrument.currency}).`,
        en: `${name}: a company of the ${sector} sector listed on ${instrument.exchange} (${instrument.currency}).`,
        zh: `${name}：在${instrument.exchange}上市的${sector}行业公司（${instrument.currency}）。`,
      }[locale];
    case 'etf':
      return {
        es: `${name}: fondo cotizado (ETF) en ${instrument.exchange}.`,
        en: `${name}: an exchange-traded fund on ${instrument.exchange}.`,
        zh: `${name}：在${instrument.exchange}交易的交易所交易基金（ETF）。`,
      }[locale];
    case 'future':
      return {
        es: `Futuro de ${name} en ${instrument.exchange}; un contrato = ${instrument.contractSize} ${unit}.`,
        en: `${name} futures on ${instrument.exchange}; one contract = ${instrument.contractSize} ${unit}.`,
        zh: `${instrument.exchange}的${name}期货；每手合约 = ${instrument.contractSize} ${unit}。`,
      }[locale];
    case 'forex':
      return {
        es: `Tipo de cambio ${instrument.code}: cuántos ${instrument.currency} vale una unidad de la moneda base.`,
        en: `${instrument.code} exchange rate: ${instrument.currency} per unit of the base currency.`,
        zh: `${instrument.code} 汇率：每单位基础货币可兑换的${instrument.currency}。`,
      }[locale];
    case 'index':
      return { es: `Índice bursátil ${name} (${instrument.currency}).`, en: `${name} stock index (${instrument.currency}).`, zh: `${name}（${instrument.currency}）。` }[locale];
    case 'crypto':
      return {
        es: `${name} cotizado en dólares estadounidenses, 24/7.`,
        en: `${name} priced in US dollars, trading 24/7.`,
        zh: `${name}，以美元计价，全天候交易。`,
      }[locale];
  }
}
