import type { LedgerWallet, LocalizedText } from '@app/contracts';
import { defineTexts } from '../../i18n/text.ts';

/** Refusals of the documents calls. */
export const t = defineTexts({
  notFound: { es: 'El documento no existe', en: 'The document does not exist', zh: '该文件不存在' },
  periodOpen: {
    es: 'El mes {month} aún no termina: su estado de cuenta estará listo al cierre del mes',
    en: 'The month {month} has not ended yet: its statement is ready once the month closes',
    zh: '{month} 尚未结束：月结单将在月末生成',
  },
  noEmail: { es: 'Tu cuenta no tiene correo electrónico', en: 'Your account has no email address', zh: '您的账户没有电子邮箱' },
});

/** The words of the PDF documents. */
export const pdfText = defineTexts({
  broker: { es: 'Bolsa MX, Casa de Bolsa', en: 'Bolsa MX, Casa de Bolsa', zh: 'Bolsa MX 证券' },
  statementTitle: { es: 'Estado de cuenta', en: 'Account statement', zh: '月度对账单' },
  confirmationTitle: { es: 'Confirmación de operación', en: 'Trade confirmation', zh: '成交确认书' },
  period: { es: 'Periodo', en: 'Period', zh: '期间' },
  periodRange: { es: 'del {from} al {to}', en: '{from} to {to}', zh: '{from} 至 {to}' },
  client: { es: 'Cliente', en: 'Client', zh: '客户' },
  username: { es: 'Usuario', en: 'Username', zh: '用户名' },
  email: { es: 'Correo', en: 'Email', zh: '邮箱' },
  accountNumber: { es: 'Número de cuenta', en: 'Account number', zh: '账号' },
  issued: { es: 'Emitido', en: 'Issued', zh: '出具时间' },
  wallets: { es: 'Saldos por cartera', en: 'Balances by wallet', zh: '各账户余额' },
  wallet: { es: 'Cartera', en: 'Wallet', zh: '账户' },
  opening: { es: 'Saldo inicial', en: 'Opening balance', zh: '期初余额' },
  inflows: { es: 'Entradas', en: 'Money in', zh: '转入' },
  outflows: { es: 'Salidas', en: 'Money out', zh: '转出' },
  closing: { es: 'Saldo final', en: 'Closing balance', zh: '期末余额' },
  movements: { es: 'Movimientos', en: 'Movements', zh: '资金流水' },
  noBalances: { es: 'Sin saldos en el periodo', en: 'No balances in the period', zh: '本期无余额' },
  noCosts: { es: 'Sin comisiones, IVA ni impuestos en el periodo', en: 'No fees, VAT or taxes in the period', zh: '本期无佣金、增值税或税费' },
  noMovements: { es: 'Sin movimientos en el periodo', en: 'No movements in the period', zh: '本期无资金流水' },
  date: { es: 'Fecha', en: 'Date', zh: '日期' },
  concept: { es: 'Concepto', en: 'Description', zh: '摘要' },
  instrument: { es: 'Instrumento', en: 'Instrument', zh: '标的' },
  amount: { es: 'Importe', en: 'Amount', zh: '金额' },
  balance: { es: 'Saldo', en: 'Balance', zh: '余额' },
  positions: { es: 'Posiciones valuadas al {time}', en: 'Positions valued at {time}', zh: '持仓（估值时间 {time}）' },
  noPositions: { es: 'Sin posiciones abiertas', en: 'No open positions', zh: '无持仓' },
  quantity: { es: 'Cantidad', en: 'Quantity', zh: '数量' },
  price: { es: 'Precio', en: 'Price', zh: '价格' },
  value: { es: 'Valor', en: 'Value', zh: '市值' },
  valueMxn: { es: 'Valor en MXN', en: 'Value in MXN', zh: '折合 MXN' },
  products: { es: 'Productos', en: 'Products', zh: '理财产品' },
  costs: { es: 'Comisiones, IVA e impuestos', en: 'Fees, VAT and taxes', zh: '佣金、增值税及税费' },
  fees: { es: 'Comisiones', en: 'Fees', zh: '佣金及费用' },
  iva: { es: 'IVA', en: 'VAT (IVA)', zh: '增值税 (IVA)' },
  taxesWithheld: { es: 'Impuestos retenidos', en: 'Taxes withheld', zh: '代扣税款' },
  realizedPnl: { es: 'Ganancia/pérdida realizada', en: 'Realised profit/loss', zh: '已实现盈亏' },
  currency: { es: 'Moneda', en: 'Currency', zh: '币种' },
  totalMxn: { es: 'Total en MXN', en: 'Total in MXN', zh: '合计 (MXN)' },
  pageOf: { es: 'Página {n} de {total}', en: 'Page {n} of {total}', zh: '第 {n} 页，共 {total} 页' },
  footer: {
    es: 'Documento generado electrónicamente. Las cifras provienen del registro contable de la casa de bolsa.',
    en: 'Electronically generated document. Figures come from the broker\'s ledger.',
    zh: '本文件为电子生成，数据来自券商账簿。',
  },
  order: { es: 'Orden', en: 'Order', zh: '订单' },
  side: { es: 'Operación', en: 'Side', zh: '方向' },
  buy: { es: 'Compra', en: 'Buy', zh: '买入' },
  sell: { es: 'Venta', en: 'Sell', zh: '卖出' },
  tradeDate: { es: 'Fecha de operación', en: 'Trade date', zh: '交易日' },
  settlementDate: { es: 'Fecha de liquidación', en: 'Settlement date', zh: '交收日' },
  executedAt: { es: 'Hora de ejecución', en: 'Executed at', zh: '成交时间' },
  venue: { es: 'Mercado de ejecución', en: 'Venue', zh: '交易场所' },
  gross: { es: 'Importe bruto', en: 'Gross amount', zh: '成交金额' },
  commission: { es: 'Comisión', en: 'Commission', zh: '佣金' },
  ivaOnCommission: { es: 'IVA sobre comisión ({rate} %)', en: 'VAT on commission ({rate} %)', zh: '佣金增值税 ({rate} %)' },
  net: { es: 'Importe neto', en: 'Net amount', zh: '净额' },
  netBuy: { es: 'Importe neto cargado', en: 'Net amount charged', zh: '扣款净额' },
  netSell: { es: 'Importe neto abonado', en: 'Net amount credited', zh: '入账净额' },
});

/** Document titles as the list and the email name them. */
export const docTitle = defineTexts({
  statement: { es: 'Estado de cuenta de {month}', en: 'Statement for {month}', zh: '{month}对账单' },
  confirmation: { es: 'Confirmación de la orden {orderId}', en: 'Confirmation of order {orderId}', zh: '订单 {orderId} 成交确认书' },
});

export const fileStem: Record<'statement' | 'confirmation', LocalizedText> = {
  statement: { es: 'estado-de-cuenta', en: 'statement', zh: 'statement' },
  confirmation: { es: 'confirmacion', en: 'confirmation', zh: 'confirmation' },
};

export const mailText = defineTexts({
  body: {
    es: 'Hola {name}:\n\nAdjuntamos tu documento «{title}» en PDF.\n\nBolsa MX',
    en: 'Hello {name},\n\nAttached is your document "{title}" as a PDF.\n\nBolsa MX',
    zh: '{name}，您好：\n\n附件为您的文件《{title}》（PDF）。\n\nBolsa MX',
  },
});

/** The wallets as the statement names them. */
export const WALLET_NAMES: Record<LedgerWallet, LocalizedText> = {
  BALANCE: { es: 'Cuenta de fondeo', en: 'Funding account', zh: '资金账户' },
  STOCK: { es: 'Acciones', en: 'Stocks', zh: '股票账户' },
  US_STOCK: { es: 'Acciones EE. UU.', en: 'US stocks', zh: '美股账户' },
  MX: { es: 'Acciones BMV', en: 'BMV stocks', zh: '墨西哥股票账户' },
  HK_STOCK: { es: 'Acciones Hong Kong', en: 'Hong Kong stocks', zh: '港股账户' },
  FUTURE: { es: 'Futuros', en: 'Futures', zh: '期货账户' },
  FOREX: { es: 'Divisas', en: 'Forex', zh: '外汇账户' },
  FOLLOW: { es: 'Copy trading', en: 'Copy trading', zh: '跟单账户' },
  SUBSCRIPTION: { es: 'Suscripciones', en: 'Subscriptions', zh: '申购账户' },
  FINANCIAL: { es: 'Inversión', en: 'Investments', zh: '理财账户' },
};

/** Product areas holding money outside the wallets (the portfolio's products). */
export const AREA_NAMES: Record<string, LocalizedText> = {
  bonds: { es: 'Bonos', en: 'Bonds', zh: '债券' },
  funds: { es: 'Fondos', en: 'Funds', zh: '基金' },
  mining: { es: 'Minería', en: 'Mining', zh: '矿机' },
  blocktrade: { es: 'Operaciones de bloque', en: 'Block trades', zh: '大宗交易' },
  ipo: { es: 'Ofertas públicas', en: 'IPOs', zh: '新股' },
  follow: { es: 'Copy trading', en: 'Copy trading', zh: '跟单' },
  quant: { es: 'Estrategias', en: 'Strategies', zh: '量化策略' },
};

/** Where a market's fills execute. */
export const VENUES: Record<string, LocalizedText> = {
  US: { es: 'NYSE / Nasdaq (EE. UU.)', en: 'NYSE / Nasdaq (US)', zh: '纽约证券交易所 / 纳斯达克' },
  MX: { es: 'Bolsa Mexicana de Valores (BMV)', en: 'Mexican Stock Exchange (BMV)', zh: '墨西哥证券交易所 (BMV)' },
  HK: { es: 'Bolsa de Hong Kong (HKEX)', en: 'Hong Kong Exchange (HKEX)', zh: '香港交易所 (HKEX)' },
  FUTURES: { es: 'CME (futuros)', en: 'CME (futures)', zh: '芝加哥商品交易所 (期货)' },
  FOREX: { es: 'Mercado de divisas (OTC)', en: 'Foreign exchange (OTC)', zh: '外汇市场 (场外)' },
};

export const MONTHS: Record<'es' | 'en' | 'zh', (year: number, month: number) => string> = {
  es: (y, m) => `${['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'][m - 1]} de ${y}`,
  en: (y, m) => `${['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'][m - 1]} ${y}`,
  zh: (y, m) => `${y}年${m}月`,
};
