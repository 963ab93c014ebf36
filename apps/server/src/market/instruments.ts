import { AssetSource, type InstrumentKind, type MarketCode } from '@app/contracts';
import { readCsv } from './csv.ts';
import { EXPIRY_RULES, type ExpiryRule } from './futures-contract.ts';
import { US_NAMES_ZH } from './localized.ts';

export type LocalizedName = { en: string; es: string; zh?: string };

/** An instrument of the simulated market, with what the simulation needs to move it. */
export interface Instrument {
  code: string;
  market: MarketCode;
  kind: InstrumentKind;
  source: number;
  exchange: string;
  /** Calendar id (calendar.ts). */
  calendar: string;
  /** Market factor shared by the instruments of one exchange (same trading days). */
  factor: string;
  currency: string;
  name: LocalizedName;
  sector: string | undefined;
  /** Price decimals; prices are integers in units of 10^-decimals internally. */
  decimals: number;
  /** 'hkex' follows the HKEX spread table; otherwise a fixed tick of `tickUnits`. */
  grid: 'fixed' | 'hkex';
  tickUnits: number;
  lotSize: number;
  contractSize: number | undefined;
  tickValue: number | undefined;
  unit: string | undefined;
  /** Futures: the listed contract months, their last-trading-day rule and the exchange's initial margin per contract (data/instruments/futures.csv). */
  futures: { cycle: string; expiry: ExpiryRule; initialMargin: number } | undefined;
  /** Converts price x volume into traded value (futures: contract size; grains are quoted in cents). */
  valueMultiplier: number;
  refPrice: number;
  avgVolume: number;
  /** Total annual volatility and the loading on the exchange factor. */
  annualVol: number;
  beta: number;
  spreadBps: number;
  /** Instruments with the same path key move identically (micro futures follow their e-mini). */
  pathKey: string;
  /**
   * Instruments whose daily closes follow others (same trading days): FX crosses are the
   * product of two pairs (sign -1 divides); equity-index futures follow their index.
   */
  components: Array<{ code: string; sign: 1 | -1 }> | undefined;
  /** Pegged prices (USD/HKD, stablecoins) revert to their reference level. */
  pegged: boolean;
  /** Share of the daily move that happens as an overnight gap (0 for round-the-clock markets). */
  gapShare: number;
  /** US stocks trade before and after the regular session. */
  extendedHours: boolean;
  /** Default list order (market cap ranking of the data file). */
  rank: number;
  /** A listing of the app's own (an IPO): its first day's open (ms). */
  listedAt?: number | undefined;
}

/** Annual volatility by GICS sector (total), and beta to the exchange factor. */
const SECTOR_RISK: Record<string, [vol: number, beta: number]> = {
  'Information Technology': [0.36, 1.25],
  'Communication Services': [0.32, 1.1],
  'Consumer Discretionary': [0.33, 1.15],
  Financials: [0.25, 1.05],
  'Health Care': [0.24, 0.75],
  Healthcare: [0.3, 0.9],
  Industrials: [0.26, 1.0],
  Energy: [0.3, 0.8],
  Utilities: [0.18, 0.5],
  'Real Estate': [0.23, 0.8],
  'Properties & Construction': [0.3, 0.9],
  Materials: [0.28, 1.0],
  'Consumer Staples': [0.19, 0.55],
  Conglomerates: [0.25, 0.9],
  ETF: [0.16, 1.0],
};

function decimalsOf(step: string): number {
  const dot = step.indexOf('.');
  return dot < 0 ? 0 : step.length - dot - 1;
}

function num(value: string | undefined, what: string): number {
  const n = Number(value);
  if (value === undefined || value === '' || !Number.isFinite(n)) throw new Error(`instrument data: bad ${what} "${value}"`);
  return n;
}

const base = {
  sector: undefined,
  contractSize: undefined,
  futures: undefined,
  tickValue: undefined,
  unit: undefined,
  components: undefined,
  valueMultiplier: 1,
  lotSize: 1,
  grid: 'fixed' as const,
  tickUnits: 1,
  extendedHours: false,
  pegged: false,
};

/** Equity-index futures follow their index's daily closes (same NYSE trading days). */
const FUTURE_INDEX: Record<string, string> = { ES: 'SPX', MES: 'SPX', NQ: 'NDX', MNQ: 'NDX', YM: 'DJI', RTY: 'RUT' };

function usStocks(): Instrument[] {
  return readCsv('us_stocks.csv').map((row, rank) => {
    const sector = row.sector!;
    const etf = sector === 'ETF';
    const [vol, beta] = SECTOR_RISK[sector] ?? [0.28, 1];
    const special: Record<string, [number, number]> = { TLT: [0.14, -0.1], GLD: [0.16, 0.05], EWW: [0.22, 0.7], IWM: [0.21, 1.15], QQQ: [0.2, 1.2] };
    const [annualVol, b] = special[row.symbol!] ?? [vol, beta];
    return {
      ...base,
      code: row.symbol!,
      market: 'US',
      kind: etf ? 'etf' : 'stock',
      source: AssetSource.Stock,
      exchange: row.exchange!,
      calendar: 'US',
      factor: 'US',
      currency: 'USD',
      name: { en: row.name!, es: row.name!, ...(US_NAMES_ZH[row.symbol!] ? { zh: US_NAMES_ZH[row.symbol!] } : {}) },
      sector,
      decimals: 2,
      refPrice: num(row.ref_price_usd, 'price'),
      avgVolume: num(row.avg_daily_volume, 'volume'),
      annualVol,
      beta: b,
      spreadBps: etf ? 0.5 : 2,
      pathKey: row.symbol!,
      gapShare: 0.35,
      extendedHours: true,
      rank,
    } satisfies Instrument;
  });
}

function mxStocks(): Instrument[] {
  return readCsv('mx_stocks.csv').map((row, rank) => {
    const [vol, beta] = SECTOR_RISK[row.sector!] ?? [0.28, 1];
    return {
      ...base,
      code: row.bmv_code!,
      market: 'MX',
      kind: 'stock',
      source: AssetSource.Stock,
      exchange: 'BMV',
      calendar: 'BMV',
      factor: 'BMV',
      currency: 'MXN',
      name: { en: row.name!, es: row.name! },
      sector: row.sector!,
      decimals: 2,
      refPrice: num(row.ref_price_mxn, 'price'),
      avgVolume: num(row.avg_daily_volume, 'volume'),
      annualVol: vol + 0.02,
      beta,
      spreadBps: 8,
      pathKey: `BMV:${row.bmv_code}`,
      gapShare: 0.3,
      rank,
    } satisfies Instrument;
  });
}

function hkStocks(): Instrument[] {
  return readCsv('hk_stocks.csv').map((row, rank) => {
    const [vol, beta] = SECTOR_RISK[row.sector!] ?? [0.3, 1];
    return {
      ...base,
      code: row.code!,
      market: 'HK',
      kind: 'stock',
      source: AssetSource.HKStock,
      exchange: 'HKEX',
      calendar: 'HKEX',
      factor: 'HKEX',
      currency: 'HKD',
      name: { en: row.name_en!, es: row.name_en!, zh: row.name_zh || undefined },
      sector: row.sector!,
      decimals: 3,
      grid: 'hkex',
      lotSize: num(row.board_lot, 'board lot'),
      refPrice: num(row.ref_price_hkd, 'price'),
      avgVolume: num(row.avg_daily_volume, 'volume'),
      annualVol: vol + 0.05,
      beta,
      spreadBps: 0,
      pathKey: `HK:${row.code}`,
      gapShare: 0.35,
      rank,
    } satisfies Instrument;
  });
}

const FUTURE_NAMES: Record<string, { es: string; zh: string }> = {
  ES: { es: 'E-mini S&P 500', zh: 'E-mini 标普500' },
  NQ: { es: 'E-mini Nasdaq-100', zh: 'E-mini 纳斯达克100' },
  YM: { es: 'E-mini Dow Jones ($5)', zh: 'E-mini 道琼斯' },
  RTY: { es: 'E-mini Russell 2000', zh: 'E-mini 罗素2000' },
  GC: { es: 'Oro', zh: '黄金' },
  SI: { es: 'Plata', zh: '白银' },
  HG: { es: 'Cobre', zh: '铜' },
  CL: { es: 'Petróleo crudo WTI', zh: 'WTI原油' },
  NG: { es: 'Gas natural Henry Hub', zh: '亨利港天然气' },
  ZC: { es: 'Maíz', zh: '玉米' },
  ZS: { es: 'Soya', zh: '大豆' },
  ZW: { es: 'Trigo SRW de Chicago', zh: '芝加哥软红冬小麦' },
  '6E': { es: 'Euro FX', zh: '欧元期货' },
  '6J': { es: 'Yen japonés', zh: '日元期货' },
  '6M': { es: 'Peso mexicano', zh: '墨西哥比索期货' },
  BTC: { es: 'Bitcoin (CME)', zh: '比特币期货' },
  MES: { es: 'Micro E-mini S&P 500', zh: '微型标普500' },
  MNQ: { es: 'Micro E-mini Nasdaq-100', zh: '微型纳斯达克100' },
};
/** [annual vol, beta, factor, avg daily contracts] per root. */
const FUTURE_RISK: Record<string, [number, number, string, number]> = {
  ES: [0.16, 1.0, 'US', 1_500_000],
  NQ: [0.2, 1.25, 'US', 600_000],
  YM: [0.14, 0.9, 'US', 150_000],
  RTY: [0.22, 1.2, 'US', 150_000],
  GC: [0.16, 1.0, 'COMMOD_METALS', 200_000],
  SI: [0.28, 1.4, 'COMMOD_METALS', 70_000],
  HG: [0.22, 0.6, 'COMMOD_METALS', 80_000],
  CL: [0.33, 1.0, 'COMMOD_ENERGY', 350_000],
  NG: [0.55, 0.6, 'COMMOD_ENERGY', 250_000],
  ZC: [0.22, 1.0, 'COMMOD_GRAINS', 250_000],
  ZS: [0.18, 0.9, 'COMMOD_GRAINS', 150_000],
  ZW: [0.26, 1.0, 'COMMOD_GRAINS', 100_000],
  '6E': [0.08, -1.0, 'USD', 200_000],
  '6J': [0.1, -1.0, 'USD', 150_000],
  '6M': [0.12, -1.2, 'USD', 60_000],
  BTC: [0.55, 0.3, 'US', 15_000],
  MES: [0.16, 1.0, 'US', 1_200_000],
  MNQ: [0.2, 1.25, 'US', 1_200_000],
};

function futures(): Instrument[] {
  return readCsv('futures.csv').map((row, rank) => {
    const root = row.root!;
    const [annualVol, beta, factor, avgVolume] = FUTURE_RISK[root] ?? [0.2, 1, 'US', 50_000];
    const step = row.tick_size!;
    const decimals = decimalsOf(step);
    const grains = root === 'ZC' || root === 'ZS' || root === 'ZW';
    const contractSize = num(row.contract_size, 'contract size');
    const names = FUTURE_NAMES[root];
    const expiry = row.expiry as ExpiryRule;
    if (!EXPIRY_RULES.includes(expiry) || !/^[FGHJKMNQUVXZ]+$/.test(row.cycle ?? '')) throw new Error(`futures.csv ${root}: cycle "${row.cycle}" or expiry "${row.expiry}" unknown`);
    return {
      ...base,
      code: root,
      market: 'FUTURES',
      kind: 'future',
      source: AssetSource.Future,
      exchange: row.exchange!,
      calendar: grains ? 'CBOT_GRAINS' : 'CME',
      factor,
      currency: row.currency!,
      name: { en: row.name!, es: names?.es ?? row.name!, zh: names?.zh },
      decimals,
      tickUnits: Math.round(num(step, 'tick') * 10 ** decimals),
      contractSize,
      tickValue: num(row.tick_value, 'tick value'),
      unit: row.unit!,
      futures: { cycle: row.cycle!, expiry, initialMargin: num(row.initial_margin, 'initial margin') },
      valueMultiplier: contractSize / (grains ? 100 : 1),
      refPrice: num(row.ref_price, 'price'),
      avgVolume,
      annualVol,
      beta,
      spreadBps: 0,
      pathKey: root === 'MES' ? 'FUT:ES' : root === 'MNQ' ? 'FUT:NQ' : `FUT:${root}`,
      components: FUTURE_INDEX[root] ? [{ code: FUTURE_INDEX[root]!, sign: 1 }] : undefined,
      gapShare: 0,
      rank,
    } satisfies Instrument;
  });
}

const CURRENCY_NAMES: Record<string, { es: string; zh: string }> = {
  USD: { es: 'Dólar estadounidense', zh: '美元' },
  MXN: { es: 'Peso mexicano', zh: '墨西哥比索' },
  EUR: { es: 'Euro', zh: '欧元' },
  GBP: { es: 'Libra esterlina', zh: '英镑' },
  CAD: { es: 'Dólar canadiense', zh: '加元' },
  JPY: { es: 'Yen japonés', zh: '日元' },
  AUD: { es: 'Dólar australiano', zh: '澳元' },
  CHF: { es: 'Franco suizo', zh: '瑞士法郎' },
  NZD: { es: 'Dólar neozelandés', zh: '新西兰元' },
  CNH: { es: 'Yuan chino (offshore)', zh: '离岸人民币' },
  HKD: { es: 'Dólar de Hong Kong', zh: '港元' },
};
const FX_VOL: Record<string, number> = { 'USD/MXN': 0.12, 'USD/HKD': 0.004, 'USD/CNH': 0.04, 'USD/JPY': 0.1 };
/** Crosses derived from two pairs so that the board is free of triangular arbitrage at each close. */
const FX_CROSSES: Record<string, Array<{ code: string; sign: 1 | -1 }>> = {
  'EUR/MXN': [{ code: 'EUR/USD', sign: 1 }, { code: 'USD/MXN', sign: 1 }],
  'GBP/MXN': [{ code: 'GBP/USD', sign: 1 }, { code: 'USD/MXN', sign: 1 }],
  'CAD/MXN': [{ code: 'USD/MXN', sign: 1 }, { code: 'USD/CAD', sign: -1 }],
  'JPY/MXN': [{ code: 'USD/MXN', sign: 1 }, { code: 'USD/JPY', sign: -1 }],
  'EUR/GBP': [{ code: 'EUR/USD', sign: 1 }, { code: 'GBP/USD', sign: -1 }],
};

function forex(): Instrument[] {
  return readCsv('forex.csv').map((row, rank) => {
    const pair = row.pair!;
    const baseCcy = row.base!;
    const quoteCcy = row.quote!;
    const pip = row.pip!;
    const refPrice = num(row.ref_rate, 'rate');
    // One digit finer than the pip (a "pipette"), and enough digits for small rates like JPY/MXN.
    const decimals = Math.max(decimalsOf(pip) + 1, refPrice < 1 ? 5 : 0);
    const b = CURRENCY_NAMES[baseCcy];
    const q = CURRENCY_NAMES[quoteCcy];
    // Loading on the US dollar factor: + when USD is the base, - when it is the quote.
    const beta = baseCcy === 'USD' ? 1 : quoteCcy === 'USD' ? -1 : 0;
    return {
      ...base,
      code: pair,
      market: 'FOREX',
      kind: 'forex',
      source: AssetSource.Forex,
      exchange: 'FX',
      calendar: 'FX',
      factor: 'USD',
      currency: quoteCcy,
      name: {
        en: pair,
        es: b && q ? `${b.es} / ${q.es}` : pair,
        zh: b && q ? `${b.zh}/${q.zh}` : undefined,
      },
      decimals,
      refPrice,
      avgVolume: pair.includes('MXN') ? 60_000 : 150_000,
      annualVol: FX_VOL[pair] ?? 0.08,
      beta: pair === 'USD/HKD' ? 0.02 : pair === 'USD/MXN' ? 1.2 : beta,
      spreadBps: pair.includes('MXN') ? 1.6 : pair === 'USD/HKD' ? 0.3 : 0.8,
      pathKey: `FX:${pair}`,
      components: FX_CROSSES[pair],
      pegged: pair === 'USD/HKD',
      gapShare: 0,
      rank,
    } satisfies Instrument;
  });
}

/** Index -> [calendar, factor, annual vol, es name, zh name, avg volume]. */
const INDEX_META: Record<string, [string, string, number, string, string, number]> = {
  SPX: ['US_INDEX', 'US', 0.16, 'S&P 500', '标普500指数', 2_500_000_000],
  COMP: ['US_INDEX', 'US', 0.19, 'Nasdaq Compuesto', '纳斯达克综合指数', 5_000_000_000],
  NDX: ['US_INDEX', 'US', 0.2, 'Nasdaq-100', '纳斯达克100指数', 900_000_000],
  DJI: ['US_INDEX', 'US', 0.14, 'Promedio Industrial Dow Jones', '道琼斯工业平均指数', 400_000_000],
  RUT: ['US_INDEX', 'US', 0.22, 'Russell 2000', '罗素2000指数', 1_500_000_000],
  MEXBOL: ['BMV', 'BMV', 0.15, 'S&P/BMV IPC', '墨西哥IPC指数', 200_000_000],
  HSI: ['HKEX', 'HKEX', 0.22, 'Índice Hang Seng', '恒生指数', 3_000_000_000],
  HSTECH: ['HKEX', 'HKEX', 0.3, 'Índice Hang Seng TECH', '恒生科技指数', 1_500_000_000],
  N225: ['TSE', 'TSE', 0.2, 'Nikkei 225', '日经225指数', 1_800_000_000],
  DAX: ['XETRA', 'XETRA', 0.17, 'DAX 40', '德国DAX指数', 80_000_000],
  UKX: ['LSE', 'LSE', 0.13, 'FTSE 100', '英国富时100指数', 700_000_000],
  CAC: ['EURONEXT', 'EURONEXT', 0.17, 'CAC 40', '法国CAC40指数', 90_000_000],
  SX5E: ['EURONEXT', 'EURONEXT', 0.17, 'EURO STOXX 50', '欧洲斯托克50指数', 300_000_000],
  SHCOMP: ['SSE', 'SSE', 0.18, 'Compuesto de Shanghái (SSE)', '上证综合指数', 40_000_000_000],
  KOSPI: ['KRX', 'KRX', 0.19, 'KOSPI', '韩国综合股价指数', 500_000_000],
  IBOV: ['B3', 'B3', 0.2, 'Ibovespa', '巴西圣保罗证交所指数', 9_000_000_000],
};

function indices(): Instrument[] {
  return readCsv('indices.csv').map((row, rank) => {
    const code = row.code!;
    const [cal, factor, annualVol, es, zh, avgVolume] = INDEX_META[code] ?? ['US_INDEX', 'US', 0.18, row.name!, row.name!, 100_000_000];
    // Indices are mostly the market factor itself; a small residual keeps them apart.
    const factorVol = FACTOR_VOL[factor] ?? annualVol;
    return {
      ...base,
      code,
      market: 'INDEX',
      kind: 'index',
      source: AssetSource.GlobalIndex,
      exchange: 'INDEX',
      calendar: cal,
      factor,
      currency: row.currency!,
      name: { en: row.name!, es, zh },
      decimals: 2,
      refPrice: num(row.ref_level, 'level'),
      avgVolume,
      annualVol,
      beta: Math.min(annualVol / factorVol, 1.6),
      spreadBps: 0,
      pathKey: `IDX:${code}`,
      gapShare: 0.3,
      rank,
    } satisfies Instrument;
  });
}

const CRYPTO_META: Record<string, [zh: string, vol: number, beta: number, volume: number]> = {
  BTC: ['比特币', 0.5, 1, 30_000],
  ETH: ['以太坊', 0.7, 1.3, 500_000],
  SOL: ['Solana', 0.85, 1.5, 4_000_000],
  XRP: ['瑞波币', 0.8, 1.2, 1_500_000_000],
  BNB: ['币安币', 0.55, 1, 1_000_000],
  DOGE: ['狗狗币', 0.95, 1.5, 5_000_000_000],
  ADA: ['艾达币', 0.85, 1.4, 1_000_000_000],
  LTC: ['莱特币', 0.7, 1.1, 1_000_000],
  USDT: ['泰达币', 0.003, 0, 50_000_000_000],
  USDC: ['USD Coin', 0.003, 0, 8_000_000_000],
};

function crypto(): Instrument[] {
  return readCsv('crypto.csv').map((row, rank) => {
    const symbol = row.symbol!;
    const refPrice = num(row.ref_price_usd, 'price');
    const decimals = refPrice >= 10 ? 2 : refPrice >= 0.5 ? 4 : 5;
    const [zh, annualVol, beta, avgVolume] = CRYPTO_META[symbol] ?? [row.name!, 0.8, 1, 1_000_000];
    return {
      ...base,
      code: `${symbol}/USD`,
      market: 'CRYPTO',
      kind: 'crypto',
      source: AssetSource.RobotCrypto,
      exchange: 'CRYPTO',
      calendar: 'CRYPTO',
      factor: 'CRYPTO',
      currency: 'USD',
      name: { en: row.name!, es: row.name!, zh },
      decimals,
      refPrice,
      avgVolume,
      annualVol,
      beta,
      spreadBps: 2,
      pathKey: `CRYPTO:${symbol}`,
      pegged: symbol === 'USDT' || symbol === 'USDC',
      gapShare: 0,
      rank,
    } satisfies Instrument;
  });
}

/** Annual volatility of each exchange factor. */
export const FACTOR_VOL: Record<string, number> = {
  US: 0.15,
  BMV: 0.14,
  HKEX: 0.2,
  USD: 0.07,
  CRYPTO: 0.45,
  COMMOD_METALS: 0.14,
  COMMOD_ENERGY: 0.25,
  COMMOD_GRAINS: 0.16,
  TSE: 0.19,
  XETRA: 0.16,
  LSE: 0.12,
  EURONEXT: 0.16,
  SSE: 0.17,
  KRX: 0.18,
  B3: 0.19,
};

/** Every instrument, validated: unique codes, positive prices. */
export function loadInstruments(): Instrument[] {
  const all = [...usStocks(), ...mxStocks(), ...hkStocks(), ...futures(), ...forex(), ...indices(), ...crypto()];
  const seen = new Set<string>();
  for (const instrument of all) {
    if (seen.has(instrument.code)) throw new Error(`instrument data: duplicate code ${instrument.code}`);
    if (!(instrument.refPrice > 0)) throw new Error(`instrument data: ${instrument.code} has no reference price`);
    seen.add(instrument.code);
  }
  return all;
}
