import type { Locale } from '@app/contracts';

/**
 * Instrument data in the user's language, not only labels: sector names (GICS and the HKEX
 * and BMV classifications the data files use), futures contract units, and the Chinese
 * names investors know the large US companies by (HK names come from hk_stocks.csv).
 * Codes and English keys stay as they are in the data files (the `sector` filter of the
 * list calls takes the English key).
 */
type Texts = { es: string; zh: string };

export const SECTOR_NAMES: Record<string, Texts> = {
  'Information Technology': { es: 'Tecnología de la información', zh: '信息技术' },
  'Communication Services': { es: 'Servicios de comunicación', zh: '通信服务' },
  'Consumer Discretionary': { es: 'Consumo discrecional', zh: '非必需消费品' },
  'Consumer Staples': { es: 'Consumo básico', zh: '必需消费品' },
  Financials: { es: 'Servicios financieros', zh: '金融' },
  'Health Care': { es: 'Salud', zh: '医疗保健' },
  Healthcare: { es: 'Salud', zh: '医疗保健' },
  Industrials: { es: 'Industria', zh: '工业' },
  Energy: { es: 'Energía', zh: '能源' },
  Utilities: { es: 'Servicios públicos', zh: '公用事业' },
  'Real Estate': { es: 'Bienes raíces', zh: '房地产' },
  'Properties & Construction': { es: 'Inmobiliario y construcción', zh: '地产建筑' },
  Materials: { es: 'Materiales', zh: '原材料' },
  Conglomerates: { es: 'Conglomerados', zh: '综合企业' },
  Telecommunications: { es: 'Telecomunicaciones', zh: '电讯' },
  ETF: { es: 'Fondos cotizados (ETF)', zh: '交易所交易基金' },
};

export const FUTURE_UNITS: Record<string, Texts> = {
  'USD x S&P 500 index points': { es: 'USD × puntos del índice S&P 500', zh: '美元 × 标普500指数点' },
  'USD x Nasdaq-100 index points': { es: 'USD × puntos del índice Nasdaq-100', zh: '美元 × 纳斯达克100指数点' },
  'USD x DJIA index points': { es: 'USD × puntos del índice Dow Jones', zh: '美元 × 道琼斯指数点' },
  'USD x Russell 2000 index points': { es: 'USD × puntos del índice Russell 2000', zh: '美元 × 罗素2000指数点' },
  'troy ounces (USD per oz)': { es: 'onzas troy (USD por onza)', zh: '金衡盎司（每盎司美元）' },
  'pounds (USD per lb)': { es: 'libras (USD por libra)', zh: '磅（每磅美元）' },
  'barrels (USD per bbl)': { es: 'barriles (USD por barril)', zh: '桶（每桶美元）' },
  'MMBtu (USD per MMBtu)': { es: 'MMBtu (USD por MMBtu)', zh: '百万英热单位（每百万英热单位美元）' },
  'bushels (US cents per bu)': { es: 'bushels (centavos de dólar por bushel)', zh: '蒲式耳（每蒲式耳美分）' },
  'EUR (USD per EUR)': { es: 'EUR (USD por euro)', zh: '欧元（每欧元美元）' },
  'JPY (USD per JPY)': { es: 'JPY (USD por yen)', zh: '日元（每日元美元）' },
  'MXN (USD per MXN)': { es: 'MXN (USD por peso)', zh: '墨西哥比索（每比索美元）' },
  'bitcoin (USD per BTC)': { es: 'bitcoins (USD por BTC)', zh: '比特币（每枚美元）' },
};

/** Chinese names of the large US companies (as moomoo and Futu show them). */
export const US_NAMES_ZH: Record<string, string> = {
  NVDA: '英伟达', AAPL: '苹果', GOOGL: '谷歌-A', GOOG: '谷歌-C', MSFT: '微软', AMZN: '亚马逊', META: 'Meta Platforms', AVGO: '博通', TSLA: '特斯拉',
  'BRK.B': '伯克希尔-B', LLY: '礼来', WMT: '沃尔玛', JPM: '摩根大通', V: 'Visa', ORCL: '甲骨文', MA: '万事达', XOM: '埃克森美孚', JNJ: '强生',
  PLTR: 'Palantir', ABBV: '艾伯维', BAC: '美国银行', NFLX: '奈飞', COST: '好市多', AMD: '超威半导体', HD: '家得宝', PG: '宝洁', GE: '通用电气航空航天',
  MU: '美光科技', CVX: '雪佛龙', CSCO: '思科', KO: '可口可乐', UNH: '联合健康', WFC: '富国银行', MS: '摩根士丹利', IBM: 'IBM', CAT: '卡特彼勒',
  GS: '高盛', MRK: '默沙东', AXP: '美国运通', PM: '菲利普莫里斯国际', CRM: '赛富时', RTX: '雷神技术', TMUS: 'T-Mobile US', ABT: '雅培',
  TMO: '赛默飞世尔', MCD: '麦当劳', LRCX: '泛林集团', C: '花旗集团', AMAT: '应用材料', DIS: '迪士尼', ISRG: '直觉外科', LIN: '林德', PEP: '百事',
  INTU: 'Intuit', QCOM: '高通', SCHW: '嘉信理财', ACN: '埃森哲', AMGN: '安进', INTC: '英特尔', ADBE: 'Adobe', PFE: '辉瑞', NKE: '耐克', BA: '波音',
  SBUX: '星巴克', UBER: '优步', PYPL: 'PayPal', T: 'AT&T', VZ: '威瑞森', F: '福特汽车', GM: '通用汽车', SPY: '标普500 ETF', QQQ: '纳斯达克100 ETF',
  IWM: '罗素2000 ETF', GLD: 'SPDR黄金ETF', TLT: '20年期以上美国国债ETF', EWW: '墨西哥ETF',
};

/** A data text in a language: Spanish or Chinese from a table, else the English original. */
export function localText(table: Record<string, Texts>, english: string | undefined, locale: Locale): string | undefined {
  if (english === undefined || locale === 'en') return english;
  return table[english]?.[locale] ?? english;
}
