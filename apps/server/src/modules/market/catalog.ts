import type { GovBond, IpoStatus, Locale, NewStockDetail, SaleItem, StockMarket } from '@app/contracts';
import { calendar, type Calendar, type TradingDay } from '../../market/calendar.ts';
import { Rng } from '../../market/rng.ts';
import { DAY_MS, dayFromKey, keyFromDay, utcToZoned, weekdayOf } from '../../market/time.ts';

/*
 * Product data the market calls show besides quotes: the IPO calendar, government bonds
 * and placings. Dates move with the clock (an IPO "opens in two trading days" whatever
 * today is), and bond yields drift day by day from the seed.
 */

type Text = { en: string; es: string; zh: string };

interface IpoSpec {
  id: number;
  code: string;
  name: Text;
  market: StockMarket;
  exchange: string;
  currency: string;
  sector: string;
  priceLow: number;
  priceHigh: number;
  lotSize: number;
  sharesOffered: number;
  /** Trading days from today: subscription start, end, listing. */
  startOffset: number;
  endOffset: number;
  listOffset: number;
  description: Text;
  underwriters: string[];
  useOfProceeds: Text;
}

const CALENDAR_OF: Record<StockMarket, string> = { US: 'US', MX: 'BMV', HK: 'HKEX' };

/** Fictional issuers: the calendar is part of the simulation. */
const IPOS: IpoSpec[] = [
  {
    id: 1,
    code: 'AURR',
    name: { en: 'Aurora Robotics Inc.', es: 'Aurora Robotics Inc.', zh: '极光机器人' },
    market: 'US',
    exchange: 'NASDAQ',
    currency: 'USD',
    sector: 'Industrials',
    priceLow: 18,
    priceHigh: 21,
    lotSize: 1,
    sharesOffered: 12_000_000,
    startOffset: -2,
    endOffset: 2,
    listOffset: 4,
    description: {
      en: 'Warehouse and logistics robots for North American retailers.',
      es: 'Robots de almacén y logística para minoristas de Norteamérica.',
      zh: '为北美零售商提供仓储与物流机器人。',
    },
    underwriters: ['Goldman Sachs', 'Morgan Stanley'],
    useOfProceeds: { en: 'Manufacturing capacity and R&D.', es: 'Capacidad de manufactura e I+D.', zh: '扩充产能及研发。' },
  },
  {
    id: 2,
    code: 'GVERDE',
    name: { en: 'Grupo Verde Energía', es: 'Grupo Verde Energía', zh: '绿色能源集团' },
    market: 'MX',
    exchange: 'BMV',
    currency: 'MXN',
    sector: 'Utilities',
    priceLow: 28,
    priceHigh: 32,
    lotSize: 1,
    sharesOffered: 85_000_000,
    startOffset: 5,
    endOffset: 9,
    listOffset: 11,
    description: {
      en: 'Solar and wind generation in northern Mexico.',
      es: 'Generación solar y eólica en el norte de México.',
      zh: '墨西哥北部的太阳能和风能发电。',
    },
    underwriters: ['Banorte', 'BBVA México'],
    useOfProceeds: { en: 'New solar parks in Sonora and Coahuila.', es: 'Nuevos parques solares en Sonora y Coahuila.', zh: '在索诺拉州和科阿韦拉州新建太阳能电站。' },
  },
  {
    id: 3,
    code: '02799',
    name: { en: 'Lingyun Semiconductor', es: 'Lingyun Semiconductor', zh: '凌云半导体' },
    market: 'HK',
    exchange: 'HKEX',
    currency: 'HKD',
    sector: 'Information Technology',
    priceLow: 22.8,
    priceHigh: 26.4,
    lotSize: 500,
    sharesOffered: 150_000_000,
    startOffset: -1,
    endOffset: 3,
    listOffset: 6,
    description: {
      en: 'Power-management chips for electric vehicles.',
      es: 'Chips de gestión de energía para vehículos eléctricos.',
      zh: '电动汽车电源管理芯片。',
    },
    underwriters: ['CICC', 'HSBC'],
    useOfProceeds: { en: 'A 12-inch wafer line and working capital.', es: 'Una línea de obleas de 12 pulgadas y capital de trabajo.', zh: '12英寸晶圆产线及营运资金。' },
  },
  {
    id: 4,
    code: 'ALTAMIRA',
    name: { en: 'Financiera Altamira', es: 'Financiera Altamira', zh: '阿尔塔米拉金融' },
    market: 'MX',
    exchange: 'BMV',
    currency: 'MXN',
    sector: 'Financials',
    priceLow: 14.5,
    priceHigh: 16,
    lotSize: 1,
    sharesOffered: 60_000_000,
    startOffset: -5,
    endOffset: -1,
    listOffset: 1,
    description: {
      en: 'Consumer and SME lending in the Bajío region.',
      es: 'Crédito al consumo y a pymes en la región del Bajío.',
      zh: '巴希奥地区的消费及中小企业贷款。',
    },
    underwriters: ['Actinver', 'Santander México'],
    useOfProceeds: { en: 'Loan book growth.', es: 'Crecimiento de la cartera de crédito.', zh: '扩大贷款规模。' },
  },
  {
    id: 5,
    code: 'PHLB',
    name: { en: 'Pacific Health Labs', es: 'Pacific Health Labs', zh: '太平洋健康实验室' },
    market: 'US',
    exchange: 'NYSE',
    currency: 'USD',
    sector: 'Health Care',
    priceLow: 24,
    priceHigh: 27,
    lotSize: 1,
    sharesOffered: 9_500_000,
    startOffset: -12,
    endOffset: -8,
    listOffset: -6,
    description: {
      en: 'Diagnostic laboratories on the US West Coast.',
      es: 'Laboratorios de diagnóstico en la costa oeste de EE. UU.',
      zh: '美国西海岸的诊断实验室。',
    },
    underwriters: ['J.P. Morgan', 'BofA Securities'],
    useOfProceeds: { en: 'New laboratories and debt repayment.', es: 'Nuevos laboratorios y pago de deuda.', zh: '新建实验室及偿还债务。' },
  },
  {
    id: 6,
    code: '02831',
    name: { en: 'Jade Bay Logistics', es: 'Jade Bay Logistics', zh: '翠湾物流' },
    market: 'HK',
    exchange: 'HKEX',
    currency: 'HKD',
    sector: 'Industrials',
    priceLow: 8.2,
    priceHigh: 9.6,
    lotSize: 1000,
    sharesOffered: 220_000_000,
    startOffset: -15,
    endOffset: -11,
    listOffset: -9,
    description: {
      en: 'Cross-border e-commerce logistics between the Greater Bay Area and Southeast Asia.',
      es: 'Logística de comercio electrónico transfronterizo entre la Gran Área de la Bahía y el Sudeste Asiático.',
      zh: '大湾区与东南亚之间的跨境电商物流。',
    },
    underwriters: ['CITIC Securities', 'UBS'],
    useOfProceeds: { en: 'Warehouses in Shenzhen and Jakarta.', es: 'Almacenes en Shenzhen y Yakarta.', zh: '深圳和雅加达的仓库。' },
  },
];

/** The trading day `offset` trading days from the current (or next) session of a calendar. */
function shiftDay(cal: Calendar, now: number, offset: number): TradingDay {
  const today = cal.sessionDay(now) ?? cal.byIndex(0)!;
  return cal.byIndex(today.index + offset) ?? today;
}

function ipoStatus(now: number, start: TradingDay, end: TradingDay, list: TradingDay): IpoStatus {
  if (now < start.regularOpen) return 'upcoming';
  if (now < end.regularClose) return 'subscribing';
  if (now < list.regularOpen) return 'pending_listing';
  return 'listed';
}

export function ipoCalendar(now: number, locale: Locale): NewStockDetail[] {
  return IPOS.map((spec) => {
    const cal = calendar(CALENDAR_OF[spec.market]);
    const start = shiftDay(cal, now, spec.startOffset);
    const end = shiftDay(cal, now, spec.endOffset);
    const list = shiftDay(cal, now, spec.listOffset);
    const status = ipoStatus(now, start, end, list);
    // The offer is priced when the subscription closes: at the top of the range when it was oversubscribed.
    const priced = status === 'pending_listing' || status === 'listed';
    return {
      id: spec.id,
      stock_code: spec.code,
      name: spec.name[locale],
      market: spec.market,
      exchange: spec.exchange,
      currency: spec.currency,
      sector: spec.sector,
      priceLow: spec.priceLow,
      priceHigh: spec.priceHigh,
      ...(priced ? { issuePrice: spec.priceHigh } : {}),
      lotSize: spec.lotSize,
      sharesOffered: spec.sharesOffered,
      purchaseStartDate: start.key,
      purchaseEndDate: end.key,
      listDate: list.key,
      purchaseEndDateTimestamp: end.regularClose,
      listDateTimestamp: list.regularOpen,
      status,
      description: spec.description[locale],
      underwriters: spec.underwriters,
      useOfProceeds: spec.useOfProceeds[locale],
    };
  });
}

// ---------------------------------------------------------------------------------------------
// Government bonds

interface BondSpec {
  id: number;
  code: string;
  name: Text;
  issuer: Text;
  country: 'MX' | 'US';
  currency: string;
  type: GovBond['type'];
  couponRate: number;
  /** Fixed maturity (YYYY-MM-DD) or, for rolling bills, days from the latest weekly auction. */
  maturity: string | number;
  faceValue: number;
  /** Yield (percent) on 2025-12-31; it drifts daily. */
  baseYield: number;
  minAmount: number;
  couponFrequency: number;
}

const MX_ISSUER = { en: 'Government of Mexico (SHCP)', es: 'Gobierno de México (SHCP)', zh: '墨西哥政府（财政部）' };
const US_ISSUER = { en: 'US Department of the Treasury', es: 'Departamento del Tesoro de EE. UU.', zh: '美国财政部' };

const BONDS: BondSpec[] = [
  { id: 1, code: 'CETES 28', name: { en: 'CETES 28 days', es: 'CETES 28 días', zh: 'CETES 28天' }, issuer: MX_ISSUER, country: 'MX', currency: 'MXN', type: 'CETES', couponRate: 0, maturity: 28, faceValue: 10, baseYield: 7.05, minAmount: 100, couponFrequency: 0 },
  { id: 2, code: 'CETES 91', name: { en: 'CETES 91 days', es: 'CETES 91 días', zh: 'CETES 91天' }, issuer: MX_ISSUER, country: 'MX', currency: 'MXN', type: 'CETES', couponRate: 0, maturity: 91, faceValue: 10, baseYield: 7.15, minAmount: 100, couponFrequency: 0 },
  { id: 3, code: 'CETES 182', name: { en: 'CETES 182 days', es: 'CETES 182 días', zh: 'CETES 182天' }, issuer: MX_ISSUER, country: 'MX', currency: 'MXN', type: 'CETES', couponRate: 0, maturity: 182, faceValue: 10, baseYield: 7.3, minAmount: 100, couponFrequency: 0 },
  { id: 4, code: 'CETES 364', name: { en: 'CETES 364 days', es: 'CETES 364 días', zh: 'CETES 364天' }, issuer: MX_ISSUER, country: 'MX', currency: 'MXN', type: 'CETES', couponRate: 0, maturity: 364, faceValue: 10, baseYield: 7.4, minAmount: 100, couponFrequency: 0 },
  { id: 5, code: 'M 290301', name: { en: 'BONOS M Mar 2029 8.50%', es: 'BONOS M mar 2029 8.50%', zh: 'M债券 2029年3月 8.50%' }, issuer: MX_ISSUER, country: 'MX', currency: 'MXN', type: 'BONOS_M', couponRate: 8.5, maturity: '2029-03-01', faceValue: 100, baseYield: 8.05, minAmount: 1000, couponFrequency: 2 },
  { id: 6, code: 'M 310529', name: { en: 'BONOS M May 2031 7.75%', es: 'BONOS M may 2031 7.75%', zh: 'M债券 2031年5月 7.75%' }, issuer: MX_ISSUER, country: 'MX', currency: 'MXN', type: 'BONOS_M', couponRate: 7.75, maturity: '2031-05-29', faceValue: 100, baseYield: 8.3, minAmount: 1000, couponFrequency: 2 },
  { id: 7, code: 'M 341123', name: { en: 'BONOS M Nov 2034 7.75%', es: 'BONOS M nov 2034 7.75%', zh: 'M债券 2034年11月 7.75%' }, issuer: MX_ISSUER, country: 'MX', currency: 'MXN', type: 'BONOS_M', couponRate: 7.75, maturity: '2034-11-23', faceValue: 100, baseYield: 8.7, minAmount: 1000, couponFrequency: 2 },
  { id: 8, code: 'M 471107', name: { en: 'BONOS M Nov 2047 8.00%', es: 'BONOS M nov 2047 8.00%', zh: 'M债券 2047年11月 8.00%' }, issuer: MX_ISSUER, country: 'MX', currency: 'MXN', type: 'BONOS_M', couponRate: 8, maturity: '2047-11-07', faceValue: 100, baseYield: 9.1, minAmount: 1000, couponFrequency: 2 },
  { id: 9, code: 'S 281130', name: { en: 'UDIBONOS Nov 2028 4.00%', es: 'UDIBONOS nov 2028 4.00%', zh: 'UDI债券 2028年11月 4.00%' }, issuer: MX_ISSUER, country: 'MX', currency: 'MXN', type: 'UDIBONOS', couponRate: 4, maturity: '2028-11-30', faceValue: 100, baseYield: 4.35, minAmount: 1000, couponFrequency: 2 },
  { id: 10, code: 'S 351122', name: { en: 'UDIBONOS Nov 2035 4.00%', es: 'UDIBONOS nov 2035 4.00%', zh: 'UDI债券 2035年11月 4.00%' }, issuer: MX_ISSUER, country: 'MX', currency: 'MXN', type: 'UDIBONOS', couponRate: 4, maturity: '2035-11-22', faceValue: 100, baseYield: 4.6, minAmount: 1000, couponFrequency: 2 },
  { id: 11, code: 'UST 3M', name: { en: 'US Treasury Bill 3-month', es: 'Bono del Tesoro de EE. UU. a 3 meses', zh: '美国3个月期国库券' }, issuer: US_ISSUER, country: 'US', currency: 'USD', type: 'T_BILL', couponRate: 0, maturity: 91, faceValue: 100, baseYield: 3.6, minAmount: 100, couponFrequency: 0 },
  { id: 12, code: 'UST 2Y', name: { en: 'US Treasury Note 2-year 3.50%', es: 'Nota del Tesoro de EE. UU. a 2 años 3.50%', zh: '美国2年期国债 3.50%' }, issuer: US_ISSUER, country: 'US', currency: 'USD', type: 'T_NOTE', couponRate: 3.5, maturity: '2027-12-31', faceValue: 100, baseYield: 3.48, minAmount: 100, couponFrequency: 2 },
  { id: 13, code: 'UST 10Y', name: { en: 'US Treasury Note 10-year 4.125%', es: 'Nota del Tesoro de EE. UU. a 10 años 4.125%', zh: '美国10年期国债 4.125%' }, issuer: US_ISSUER, country: 'US', currency: 'USD', type: 'T_NOTE', couponRate: 4.125, maturity: '2035-11-15', faceValue: 100, baseYield: 4.17, minAmount: 100, couponFrequency: 2 },
  { id: 14, code: 'UST 30Y', name: { en: 'US Treasury Bond 30-year 4.625%', es: 'Bono del Tesoro de EE. UU. a 30 años 4.625%', zh: '美国30年期国债 4.625%' }, issuer: US_ISSUER, country: 'US', currency: 'USD', type: 'T_BOND', couponRate: 4.625, maturity: '2055-11-15', faceValue: 100, baseYield: 4.82, minAmount: 100, couponFrequency: 2 },
];

const REFERENCE_DAY = dayFromKey('2025-12-31');

/** Yield drift (percentage points) since 2025-12-31: a daily random walk of about 4 bp a day. */
class YieldDrift {
  private readonly levels = new Map<string, number[]>();
  constructor(private readonly seed: number) {}
  at(country: string, day: number): number {
    let levels = this.levels.get(country);
    if (!levels) {
      levels = [0];
      this.levels.set(country, levels);
    }
    const steps = Math.max(0, Math.min(day - REFERENCE_DAY, 3650));
    for (let k = levels.length; k <= steps; k++) {
      const rng = new Rng(this.seed, 77, country === 'MX' ? 1 : 2, k);
      // Pulled gently back towards zero so a long run stays plausible.
      levels.push(levels[k - 1]! * 0.995 + 0.04 * rng.normal());
    }
    return levels[steps]!;
  }
}

export class BondDesk {
  private readonly drift: YieldDrift;
  constructor(seed: number) {
    this.drift = new YieldDrift(seed);
  }

  list(now: number, locale: Locale): GovBond[] {
    const today = utcToZoned('America/Mexico_City', now).day;
    return BONDS.map((spec) => this.bond(spec, today, locale));
  }

  private bond(spec: BondSpec, today: number, locale: Locale): GovBond {
    let maturityDay: number;
    if (typeof spec.maturity === 'number') {
      // Bills are auctioned weekly (Tuesdays, settling Thursday): the latest issue matures `maturity` days after its Thursday.
      const thursday = today - ((weekdayOf(today) + 3) % 7);
      maturityDay = thursday + spec.maturity;
    } else {
      maturityDay = dayFromKey(spec.maturity);
    }
    const termDays = Math.max(1, maturityDay - today);
    const yieldPct = Math.max(0.05, spec.baseYield + this.drift.at(spec.country, today));
    const y = yieldPct / 100;
    let price: number;
    if (spec.couponFrequency === 0) {
      price = 100 / (1 + (y * termDays) / 360);
    } else {
      const f = spec.couponFrequency;
      const periods = (termDays / 365) * f;
      const n = Math.ceil(periods);
      const accrued = (n - periods) * (spec.couponRate / f);
      const rate = y / f;
      const coupon = spec.couponRate / f;
      let dirty = 0;
      for (let i = 1; i <= n; i++) dirty += coupon / (1 + rate) ** (i - (n - periods));
      dirty += 100 / (1 + rate) ** periods;
      price = dirty - accrued;
    }
    return {
      id: spec.id,
      code: spec.code,
      name: spec.name[locale],
      issuer: spec.issuer[locale],
      country: spec.country,
      currency: spec.currency,
      type: spec.type,
      couponRate: spec.couponRate,
      maturityDate: keyFromDay(maturityDay),
      expiredDateTimestamp: maturityDay * DAY_MS,
      termDays,
      faceValue: spec.faceValue,
      price: Number(price.toFixed(4)),
      yield: Number(yieldPct.toFixed(3)),
      minAmount: spec.minAmount,
      couponFrequency: spec.couponFrequency,
    };
  }
}

// ---------------------------------------------------------------------------------------------
// Placings

interface SaleSpec {
  id: number;
  code: string;
  market: StockMarket;
  discount: number;
  minQuantity: number;
  totalQuantity: number;
  startOffset: number;
  endOffset: number;
}

const SALES: SaleSpec[] = [
  { id: 1, code: 'NVDA', market: 'US', discount: 8, minQuantity: 100, totalQuantity: 2_000_000, startOffset: -2, endOffset: 3 },
  { id: 2, code: 'JPM', market: 'US', discount: 6, minQuantity: 100, totalQuantity: 800_000, startOffset: 1, endOffset: 6 },
  { id: 3, code: 'AMXB', market: 'MX', discount: 10, minQuantity: 1000, totalQuantity: 20_000_000, startOffset: -1, endOffset: 4 },
  { id: 4, code: '00700', market: 'HK', discount: 9, minQuantity: 100, totalQuantity: 3_000_000, startOffset: -3, endOffset: 2 },
  { id: 5, code: 'GFNORTEO', market: 'MX', discount: 7, minQuantity: 500, totalQuantity: 5_000_000, startOffset: -8, endOffset: -3 },
];

export interface SaleQuote {
  name: string;
  price: number;
  decimals: number;
  currency: string;
  toGrid(price: number): number;
}

export function saleList(now: number, quote: (code: string) => SaleQuote | undefined): SaleItem[] {
  const out: SaleItem[] = [];
  for (const spec of SALES) {
    const q = quote(spec.code);
    if (!q) continue;
    const cal = calendar(CALENDAR_OF[spec.market]);
    const start = shiftDay(cal, now, spec.startOffset);
    const end = shiftDay(cal, now, spec.endOffset);
    const status = now < start.regularOpen ? 'upcoming' : now < end.regularClose ? 'open' : 'closed';
    out.push({
      id: spec.id,
      stock_code: spec.code,
      name: q.name,
      market: spec.market,
      currency: q.currency,
      decimals: q.decimals,
      salePrice: q.toGrid(q.price * (1 - spec.discount / 100)),
      price_nominal: q.price,
      discount: spec.discount,
      minQuantity: spec.minQuantity,
      totalQuantity: spec.totalQuantity,
      startTime: start.regularOpen,
      endTime: end.regularClose,
      status,
    });
  }
  return out;
}

/** Placings are bought during the US regular session (today's, or the next one). */
export function saleWindow(now: number): { open: boolean; startTime: number; endTime: number; timezone: string } {
  const cal = calendar('US_INDEX');
  const day = cal.sessionDay(now) ?? cal.byIndex(0)!;
  return { open: cal.status(now) === 'open', startTime: day.regularOpen, endTime: day.regularClose, timezone: 'America/New_York' };
}
