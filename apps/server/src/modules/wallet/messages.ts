import { defineTexts } from '../../i18n/text.ts';

export const t = defineTexts({
  invalidAmount: {
    es: 'El importe debe ser mayor que 0, con dígitos y como máximo {decimals} decimales',
    en: 'The amount must be greater than 0, digits with at most {decimals} decimals',
    zh: '金额必须大于 0，且最多 {decimals} 位小数',
  },
  amountTooSmall: { es: 'El importe mínimo es {min}', en: 'The minimum amount is {min}', zh: '最低金额为 {min}' },
  amountTooLarge: { es: 'El importe es demasiado grande', en: 'The amount is too large', zh: '金额过大' },
  conversionTooSmall: {
    es: 'El importe es demasiado pequeño para convertirlo a {currency}',
    en: 'The amount is too small to convert into {currency}',
    zh: '金额太小，无法兑换为 {currency}',
  },
  currencyNotAllowed: {
    es: 'La cartera {wallet} no admite {currency}',
    en: 'The {wallet} wallet does not hold {currency}',
    zh: '{wallet} 钱包不支持 {currency}',
  },
  transferNotAllowed: {
    es: 'Las transferencias van entre la cuenta de fondeo y una cartera de producto',
    en: 'Transfers go between the funding account and a product wallet',
    zh: '划转只能在资金账户与产品钱包之间进行',
  },
  quoteRequired: {
    es: 'Consulta primero el tipo de cambio de la transferencia',
    en: 'Get the exchange rate of the transfer first',
    zh: '请先获取划转汇率',
  },
  quoteExpired: {
    es: 'El tipo de cambio mostrado caducó; consulta uno nuevo',
    en: 'The exchange rate shown has expired; get a new one',
    zh: '显示的汇率已过期，请重新获取',
  },
  quoteMismatch: {
    es: 'El tipo de cambio consultado era para otra transferencia',
    en: 'The exchange rate was quoted for another transfer',
    zh: '该汇率报价属于另一笔划转',
  },
  quoteChanged: {
    es: 'El monto confirmado no es el de la cotización ({amount}): revisa la cotización y confirma de nuevo',
    en: 'The amount confirmed is not the quote\'s ({amount}): check the quote and confirm again',
    zh: '确认的金额与报价不符（{amount}），请核对报价后重新确认',
  },
  holdWithdrawal: { es: 'Retiro en revisión', en: 'Withdrawal under review', zh: '提现审核中' },
  holdTransfer: { es: 'Transferencia pendiente (aún se puede cancelar)', en: 'Pending transfer (can still be cancelled)', zh: '待完成的划转（仍可撤销）' },
  holdOrder: { es: 'Orden límite en espera (margen y comisión)', en: 'Resting limit order (margin and commission)', zh: '挂单冻结（保证金和佣金）' },
  holdOther: { es: 'Congelado ({kind})', en: 'Frozen ({kind})', zh: '冻结（{kind}）' },
  walletNotInUse: {
    es: 'Ese producto aún no está disponible: no se puede transferir dinero a esa cuenta',
    en: 'That product is not available yet: money cannot be transferred to that wallet',
    zh: '该产品尚未开放，不能向该账户划转',
  },
  quoteUsed: {
    es: 'Ese tipo de cambio ya se usó en otra transferencia: pide uno nuevo',
    en: 'That exchange rate was already used for another transfer: ask for a new one',
    zh: '该汇率报价已用于另一笔划转，请重新获取报价',
  },
  transferNotFound: { es: 'La transferencia no existe', en: 'The transfer does not exist', zh: '该划转不存在' },
  transferNotPending: {
    es: 'La transferencia ya no está pendiente ({status})',
    en: 'The transfer is no longer pending ({status})',
    zh: '该划转已不处于待处理状态（{status}）',
  },
  serviceAlreadyApplied: {
    es: 'Ya tienes una solicitud de este servicio ({status})',
    en: 'You already have an application for this service ({status})',
    zh: '您已申请过此服务（{status}）',
  },
  applicationNotFound: { es: 'La solicitud no existe', en: 'The application does not exist', zh: '该申请不存在' },
  alreadyReviewed: { es: 'Esta solicitud ya fue revisada', en: 'This request was already reviewed', zh: '该申请已审核' },

  statusPending: { es: 'Pendiente de revisión', en: 'Pending Review', zh: '待审核' },
  statusFailed: { es: 'Revisión fallida', en: 'Audit Failure', zh: '审核失败' },
  statusCompleted: { es: 'Completado', en: 'Completed', zh: '已完成' },
  statusApproved: { es: 'Aprobado', en: 'Approved', zh: '已通过' },

  billDeposit: { es: 'Depósito', en: 'Deposit', zh: '充值' },
  billWithdrawal: { es: 'Retiro', en: 'Withdrawal', zh: '提现' },
  billTransferIn: { es: 'Transferencia recibida', en: 'Transfer in', zh: '转入' },
  billTransferOut: { es: 'Transferencia enviada', en: 'Transfer out', zh: '转出' },
  billSeed: { es: 'Fondos de demostración', en: 'Demo funds', zh: '演示资金' },
  billReversal: { es: 'Corrección', en: 'Correction', zh: '冲正' },
  billAdjustment: { es: 'Ajuste', en: 'Adjustment', zh: '调整' },
  billTrade: { es: 'Operación', en: 'Trade', zh: '交易' },
  billFee: { es: 'Comisión', en: 'Fee', zh: '手续费' },
  billTax: { es: 'IVA sobre comisión', en: 'IVA on commission', zh: '佣金增值税' },
  billIncome: { es: 'Rendimiento', en: 'Income', zh: '收益' },
  billInterest: { es: 'Intereses', en: 'Interest', zh: '利息' },
  billOther: { es: 'Movimiento ({kind})', en: 'Movement ({kind})', zh: '变动（{kind}）' },

  serviceApprovedTitle: { es: 'Servicio activado', en: 'Service activated', zh: '服务已开通' },
  serviceApprovedBody: {
    es: 'Tu solicitud del servicio {service} fue aprobada.',
    en: 'Your application for the {service} service was approved.',
    zh: '您的 {service} 服务申请已通过。',
  },
  serviceRejectedTitle: { es: 'Solicitud de servicio rechazada', en: 'Service application refused', zh: '服务申请被拒绝' },
  serviceRejectedBody: {
    es: 'Tu solicitud del servicio {service} fue rechazada: {reason}',
    en: 'Your application for the {service} service was refused: {reason}',
    zh: '您的 {service} 服务申请被拒绝：{reason}',
  },
});
