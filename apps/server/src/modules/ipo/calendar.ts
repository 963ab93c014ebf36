import type { StockMarket } from '@app/contracts';
import { calendar, type TradingDay } from '../../market/calendar.ts';
import { CALENDAR_OF, shiftDay } from '../../market/trading-days.ts';

/*
 * The demo IPO calendar: fictional issuers; seed.ts lists them with dates relative to today
 * and a daily job lists a fresh one whenever a state has none (one IPO in each state).
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

const HOUR = 3_600_000;

/** The dates of a demo IPO relative to today (allotment three hours before the listing day opens). */
export function demoDates(spec: IpoSpec, now: number): { opensAt: number; closesAt: number; allotAt: number; listAt: number } {
  const cal = calendar(CALENDAR_OF[spec.market]);
  const start: TradingDay = shiftDay(cal, now, spec.startOffset);
  const end = shiftDay(cal, now, spec.endOffset);
  const list = shiftDay(cal, now, spec.listOffset);
  return { opensAt: start.regularOpen, closesAt: end.regularClose, allotAt: list.regularOpen - 3 * HOUR, listAt: list.regularOpen };
}

export { IPOS as DEMO_IPOS, type IpoSpec };
