import { defineTexts } from '../../i18n/text.ts';

export const t = defineTexts({
  proofRequired: {
    es: 'Sube primero tu comprobante de transferencia',
    en: 'Please upload your credentials first (the transfer proof)',
    zh: '请先上传您的转账凭证',
  },
  channelNotSupported: {
    es: 'No se aceptan depósitos en {currency}{network}',
    en: 'Deposits in {currency}{network} are not accepted',
    zh: '不支持 {currency}{network} 充值',
  },
  networkRequired: { es: 'Elige la red de {currency}', en: 'Choose the {currency} network', zh: '请选择 {currency} 网络' },
  networkNotSupported: {
    es: '{currency} no se envía por la red {network}',
    en: '{currency} does not travel on the {network} network',
    zh: '{currency} 不支持 {network} 网络',
  },
  cryptoAmountInvalid: {
    es: 'El importe de {currency} debe ser mayor que 0 con como máximo {decimals} decimales',
    en: 'The {currency} amount must be greater than 0 with at most {decimals} decimals',
    zh: '{currency} 金额必须大于 0，且最多 {decimals} 位小数',
  },
  txHashUsed: { es: 'Esa transacción ya se registró', en: 'That transaction was already registered', zh: '该交易已登记' },
  depositNotFound: { es: 'El depósito no existe', en: 'The deposit does not exist', zh: '该充值不存在' },
  withdrawalNotFound: { es: 'El retiro no existe', en: 'The withdrawal does not exist', zh: '该提现不存在' },
  alreadyReviewed: {
    es: 'Esta solicitud ya fue resuelta ({status})',
    en: 'This request was already resolved ({status})',
    zh: '该申请已处理（{status}）',
  },
  cryptoNotReviewable: {
    es: 'Los depósitos en cripto se acreditan solos tras {n} confirmaciones',
    en: 'Crypto deposits are credited by themselves after {n} confirmations',
    zh: '加密货币充值在 {n} 次确认后自动入账',
  },
  secondApproverRequired: {
    es: 'Ya aprobaste este retiro grande; debe aprobarlo otro operador',
    en: 'You already approved this large withdrawal; another operator must approve it',
    zh: '您已批准此大额提现，需由另一位操作员批准',
  },
  destinationRequired: {
    es: 'Elige una tarjeta bancaria o una cartera cripto guardada',
    en: 'Choose a saved bank card or crypto wallet',
    zh: '请选择已保存的银行卡或加密钱包',
  },
  cardNotFound: { es: 'La tarjeta bancaria no existe', en: 'The bank card does not exist', zh: '该银行卡不存在' },
  cardLimit: { es: 'Puedes guardar como máximo {max}', en: 'You can save at most {max}', zh: '最多可保存 {max} 个' },
  clabeInvalid: {
    es: 'La CLABE debe tener 18 dígitos con un dígito verificador válido',
    en: 'The CLABE must have 18 digits with a valid check digit',
    zh: 'CLABE 必须为 18 位数字且校验位正确',
  },
  accountNumberInvalid: {
    es: 'El número de cuenta debe tener de 6 a 34 letras o dígitos',
    en: 'The account number must have 6 to 34 letters or digits',
    zh: '账号必须为 6 到 34 位字母或数字',
  },
  swiftInvalid: { es: 'El código SWIFT no es válido (8 u 11 caracteres)', en: 'The SWIFT code is not valid (8 or 11 characters)', zh: 'SWIFT 代码无效（8 或 11 位）' },
  abaInvalid: {
    es: 'El número ABA debe tener 9 dígitos con un dígito verificador válido',
    en: 'The ABA routing number must have 9 digits with a valid check digit',
    zh: 'ABA 路由号必须为 9 位数字且校验位正确',
  },
  postalCodeInvalid: { es: 'El código postal no es válido', en: 'The postal code is not valid', zh: '邮政编码无效' },
  textTooLong: { es: 'El campo «{field}» admite como máximo 50 caracteres', en: 'The field "{field}" allows at most 50 characters', zh: '字段“{field}”最多 50 个字符' },
  textRequired: { es: 'El campo «{field}» es obligatorio', en: 'The field "{field}" is required', zh: '字段“{field}”为必填项' },
  imageNotYours: {
    es: 'Sube primero la imagen (el enlace no es de un archivo tuyo)',
    en: 'Please upload the image first (the link is not a file of yours)',
    zh: '请先上传图片（该链接不是您的文件）',
  },
  duplicateCard: { es: 'Ya guardaste esa cuenta', en: 'You already saved that account', zh: '您已保存该账户' },
  walletNotFound: { es: 'La cartera cripto no existe', en: 'The crypto wallet does not exist', zh: '该加密钱包不存在' },
  addressInvalid: {
    es: 'La dirección no tiene el formato de la red {network}',
    en: 'The address does not have the format of the {network} network',
    zh: '该地址不符合 {network} 网络格式',
  },
  duplicateWallet: { es: 'Ya guardaste esa dirección', en: 'You already saved that address', zh: '您已保存该地址' },

  statusPending: { es: 'Pendiente de revisión', en: 'Pending Review', zh: '待审核' },
  statusFailed: { es: 'Revisión fallida', en: 'Audit Failure', zh: '审核失败' },
  statusCompleted: { es: 'Completado', en: 'Completed', zh: '已完成' },
  statusConfirming: { es: 'Confirmando ({n}/{required})', en: 'Confirming ({n}/{required})', zh: '确认中（{n}/{required}）' },

  channelMxn: { es: 'Transferencia SPEI en pesos (MXN)', en: 'SPEI bank transfer in pesos (MXN)', zh: 'SPEI 比索银行转账（MXN）' },
  channelUsd: { es: 'Transferencia bancaria en dólares (USD)', en: 'Bank transfer in dollars (USD)', zh: '美元银行转账（USD）' },
  channelEur: { es: 'Transferencia bancaria en euros (EUR)', en: 'Bank transfer in euros (EUR)', zh: '欧元银行转账（EUR）' },
  channelUsdt: { es: 'Tether (USDT)', en: 'Tether (USDT)', zh: '泰达币（USDT）' },
  channelBtc: { es: 'Bitcoin (BTC)', en: 'Bitcoin (BTC)', zh: '比特币（BTC）' },
  channelEth: { es: 'Ether (ETH)', en: 'Ether (ETH)', zh: '以太坊（ETH）' },

  depositReceivedTitle: { es: 'Depósito recibido', en: 'Deposit received', zh: '已收到充值申请' },
  depositReceivedBody: {
    es: 'Recibimos tu depósito {orderNo} de {amount} {currency}; lo revisaremos pronto.',
    en: 'We received your deposit {orderNo} of {amount} {currency}; we will review it shortly.',
    zh: '我们已收到您的充值 {orderNo}（{amount} {currency}），将尽快审核。',
  },
  depositApprovedTitle: { es: 'Depósito acreditado', en: 'Deposit credited', zh: '充值已到账' },
  depositApprovedBody: {
    es: 'Tu depósito {orderNo} de {amount} {currency} se acreditó en tu cuenta de fondos.',
    en: 'Your deposit {orderNo} of {amount} {currency} was credited to your funding account.',
    zh: '您的充值 {orderNo}（{amount} {currency}）已存入资金账户。',
  },
  depositRejectedTitle: { es: 'Depósito rechazado', en: 'Deposit refused', zh: '充值被拒绝' },
  depositRejectedBody: {
    es: 'Tu depósito {orderNo} de {amount} {currency} fue rechazado: {reason}',
    en: 'Your deposit {orderNo} of {amount} {currency} was refused: {reason}',
    zh: '您的充值 {orderNo}（{amount} {currency}）被拒绝：{reason}',
  },
  cryptoCreditedBody: {
    es: 'Tu depósito {orderNo} de {crypto} {asset} tuvo {n} confirmaciones: se acreditaron {amount} USD.',
    en: 'Your deposit {orderNo} of {crypto} {asset} reached {n} confirmations: {amount} USD were credited.',
    zh: '您的充值 {orderNo}（{crypto} {asset}）已获得 {n} 次确认：已入账 {amount} USD。',
  },
  withdrawalRequestedTitle: { es: 'Retiro solicitado', en: 'Withdrawal requested', zh: '已提交提现申请' },
  withdrawalRequestedBody: {
    es: 'Tu retiro {orderNo} de {amount} {currency} está en revisión; el importe queda reservado.',
    en: 'Your withdrawal {orderNo} of {amount} {currency} is under review; the amount is on hold.',
    zh: '您的提现 {orderNo}（{amount} {currency}）正在审核，金额已冻结。',
  },
  withdrawalApprovedTitle: { es: 'Retiro aprobado', en: 'Withdrawal approved', zh: '提现已批准' },
  withdrawalApprovedBody: {
    es: 'Tu retiro {orderNo} de {amount} {currency} fue aprobado y enviado a {destination}.',
    en: 'Your withdrawal {orderNo} of {amount} {currency} was approved and sent to {destination}.',
    zh: '您的提现 {orderNo}（{amount} {currency}）已批准并发送至 {destination}。',
  },
  withdrawalRejectedTitle: { es: 'Retiro rechazado', en: 'Withdrawal refused', zh: '提现被拒绝' },
  withdrawalRejectedBody: {
    es: 'Tu retiro {orderNo} de {amount} {currency} fue rechazado: {reason}. El importe vuelve a estar disponible.',
    en: 'Your withdrawal {orderNo} of {amount} {currency} was refused: {reason}. The amount is available again.',
    zh: '您的提现 {orderNo}（{amount} {currency}）被拒绝：{reason}。金额已解冻。',
  },
});
