import { defineTexts } from '../i18n/text.ts';

export const t = defineTexts({
  insufficientFunds: {
    es: 'Saldo disponible insuficiente: tienes {available} {currency}',
    en: 'Insufficient available balance: you have {available} {currency}',
    zh: '可用余额不足：您有 {available} {currency}',
  },
  insufficientFundsPlain: { es: 'Saldo disponible insuficiente', en: 'Insufficient available balance', zh: '可用余额不足' },
  holdNotActive: {
    es: 'La reserva de fondos {id} ya se cerró',
    en: 'The funds hold {id} is already closed',
    zh: '资金冻结 {id} 已关闭',
  },
  holdExceeded: {
    es: 'El importe supera lo reservado ({remaining} {currency})',
    en: 'The amount is more than what is held ({remaining} {currency})',
    zh: '金额超过冻结金额（{remaining} {currency}）',
  },
  holdNotFound: { es: 'La reserva de fondos no existe', en: 'The funds hold does not exist', zh: '资金冻结不存在' },
  transactionNotFound: { es: 'El movimiento no existe', en: 'The transaction does not exist', zh: '该交易不存在' },
  idempotencyKeyRequired: {
    es: 'Falta la clave de idempotencia (cabecera Idempotency-Key o campo idempotencyKey, de 8 a 100 caracteres)',
    en: 'The idempotency key is missing (header Idempotency-Key or field idempotencyKey, 8 to 100 characters)',
    zh: '缺少幂等键（请求头 Idempotency-Key 或字段 idempotencyKey，8 到 100 个字符）',
  },
  idempotencyInProgress: {
    es: 'La primera solicitud con esta clave aún está en curso, vuelve a intentarlo',
    en: 'The first request with this key is still running, try again',
    zh: '使用此键的第一个请求仍在处理中，请重试',
  },
  busy: { es: 'El sistema está ocupado, vuelve a intentarlo', en: 'The system is busy, please try again', zh: '系统繁忙，请重试' },
});
