import type { Area, Locale, LocalizedText } from '@app/contracts';

/** ISO 3166-1 alpha-2 codes of the countries and territories users may live in. */
const COUNTRY_CODES = (
  'AD AE AF AG AI AL AM AO AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BW BY BZ ' +
  'CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR ' +
  'GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GT GU GW GY HK HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP ' +
  'KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ ' +
  'NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW ' +
  'SA SB SC SD SE SG SH SI SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TG TH TJ TK TL TM TN TO TR TT TV TW TZ ' +
  'UA UG US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW'
).split(' ');

/** International dialling prefixes of the countries our users most often come from. */
const DIAL_CODES: Record<string, string> = {
  MX: '+52', US: '+1', CA: '+1', ES: '+34', CN: '+86', HK: '+852', TW: '+886', AR: '+54', CO: '+57', CL: '+56',
  PE: '+51', BR: '+55', GT: '+502', GB: '+44', DE: '+49', FR: '+33', JP: '+81', KR: '+82', SG: '+65',
};

/** The 32 federal entities of Mexico (ISO 3166-2:MX). */
const MEXICAN_STATES: Array<[code: string, name: LocalizedText]> = [
  ['MX-AGU', { es: 'Aguascalientes', en: 'Aguascalientes', zh: '阿瓜斯卡连特斯州' }],
  ['MX-BCN', { es: 'Baja California', en: 'Baja California', zh: '下加利福尼亚州' }],
  ['MX-BCS', { es: 'Baja California Sur', en: 'Baja California Sur', zh: '南下加利福尼亚州' }],
  ['MX-CAM', { es: 'Campeche', en: 'Campeche', zh: '坎佩切州' }],
  ['MX-CHP', { es: 'Chiapas', en: 'Chiapas', zh: '恰帕斯州' }],
  ['MX-CHH', { es: 'Chihuahua', en: 'Chihuahua', zh: '奇瓦瓦州' }],
  ['MX-CMX', { es: 'Ciudad de México', en: 'Mexico City', zh: '墨西哥城' }],
  ['MX-COA', { es: 'Coahuila', en: 'Coahuila', zh: '科阿韦拉州' }],
  ['MX-COL', { es: 'Colima', en: 'Colima', zh: '科利马州' }],
  ['MX-DUR', { es: 'Durango', en: 'Durango', zh: '杜兰戈州' }],
  ['MX-GUA', { es: 'Guanajuato', en: 'Guanajuato', zh: '瓜纳华托州' }],
  ['MX-GRO', { es: 'Guerrero', en: 'Guerrero', zh: '格雷罗州' }],
  ['MX-HID', { es: 'Hidalgo', en: 'Hidalgo', zh: '伊达尔戈州' }],
  ['MX-JAL', { es: 'Jalisco', en: 'Jalisco', zh: '哈利斯科州' }],
  ['MX-MEX', { es: 'Estado de México', en: 'State of Mexico', zh: '墨西哥州' }],
  ['MX-MIC', { es: 'Michoacán', en: 'Michoacán', zh: '米却肯州' }],
  ['MX-MOR', { es: 'Morelos', en: 'Morelos', zh: '莫雷洛斯州' }],
  ['MX-NAY', { es: 'Nayarit', en: 'Nayarit', zh: '纳亚里特州' }],
  ['MX-NLE', { es: 'Nuevo León', en: 'Nuevo León', zh: '新莱昂州' }],
  ['MX-OAX', { es: 'Oaxaca', en: 'Oaxaca', zh: '瓦哈卡州' }],
  ['MX-PUE', { es: 'Puebla', en: 'Puebla', zh: '普埃布拉州' }],
  ['MX-QUE', { es: 'Querétaro', en: 'Querétaro', zh: '克雷塔罗州' }],
  ['MX-ROO', { es: 'Quintana Roo', en: 'Quintana Roo', zh: '金塔纳罗奥州' }],
  ['MX-SLP', { es: 'San Luis Potosí', en: 'San Luis Potosí', zh: '圣路易斯波托西州' }],
  ['MX-SIN', { es: 'Sinaloa', en: 'Sinaloa', zh: '锡那罗亚州' }],
  ['MX-SON', { es: 'Sonora', en: 'Sonora', zh: '索诺拉州' }],
  ['MX-TAB', { es: 'Tabasco', en: 'Tabasco', zh: '塔瓦斯科州' }],
  ['MX-TAM', { es: 'Tamaulipas', en: 'Tamaulipas', zh: '塔毛利帕斯州' }],
  ['MX-TLA', { es: 'Tlaxcala', en: 'Tlaxcala', zh: '特拉斯卡拉州' }],
  ['MX-VER', { es: 'Veracruz', en: 'Veracruz', zh: '韦拉克鲁斯州' }],
  ['MX-YUC', { es: 'Yucatán', en: 'Yucatán', zh: '尤卡坦州' }],
  ['MX-ZAC', { es: 'Zacatecas', en: 'Zacatecas', zh: '萨卡特卡斯州' }],
];

const INTL_LOCALE: Record<Locale, string> = { es: 'es-MX', en: 'en', zh: 'zh-Hans' };
const countryCache = new Map<Locale, Area[]>();

/** Countries named in the given language (from the runtime's ICU data), Mexico first. */
export function countries(locale: Locale): Area[] {
  const cached = countryCache.get(locale);
  if (cached) return cached;
  const names = new Intl.DisplayNames([INTL_LOCALE[locale]], { type: 'region' });
  const collator = new Intl.Collator(INTL_LOCALE[locale]);
  const list = COUNTRY_CODES.map((code) => ({
    code,
    name: names.of(code) ?? code,
    ...(DIAL_CODES[code] ? { dialCode: DIAL_CODES[code] } : {}),
  })).sort((a, b) => (a.code === 'MX' ? -1 : b.code === 'MX' ? 1 : collator.compare(a.name, b.name)));
  countryCache.set(locale, list);
  return list;
}

/** States of a country; only Mexico's are listed. */
export function states(parentCode: string, locale: Locale): Area[] {
  if (parentCode !== 'MX') return [];
  return MEXICAN_STATES.map(([code, name]) => ({ code, name: name[locale], parentCode }));
}

export const COUNTRY_CODE_SET = new Set(COUNTRY_CODES);
