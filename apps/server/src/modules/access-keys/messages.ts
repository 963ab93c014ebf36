import type { AccessKeyOutcome, LocalizedText } from '@app/contracts';
import { defineTexts } from '../../i18n/text.ts';

export const t = defineTexts({
  locked: {
    es: 'Demasiadas claves incorrectas. Inténtalo de nuevo en {minutes} min',
    en: 'Too many wrong keys. Try again in {minutes} min',
    zh: '错误密钥次数过多，请在 {minutes} 分钟后重试',
  },
  notFound: { es: 'La clave de acceso no existe', en: 'The access key does not exist', zh: '该访问密钥不存在' },
  userUnknown: { es: 'El usuario {userId} no existe', en: 'User {userId} does not exist', zh: '用户 {userId} 不存在' },
  expiryPast: { es: 'La caducidad debe ser una fecha futura', en: 'The expiry must be in the future', zh: '过期时间必须晚于当前时间' },
});

/** What a check answers for each outcome. */
export const outcomeTexts: Record<AccessKeyOutcome, LocalizedText> = {
  ok: { es: 'Clave válida', en: 'Valid key', zh: '密钥有效' },
  unknown: { es: 'La clave no es válida para este producto', en: 'The key is not valid for this product', zh: '该密钥对此产品无效' },
  expired: { es: 'La clave ha caducado', en: 'The key has expired', zh: '该密钥已过期' },
  revoked: { es: 'La clave ha sido revocada', en: 'The key has been revoked', zh: '该密钥已被撤销' },
  used_up: { es: 'La clave ya se ha usado', en: 'The key has already been used', zh: '该密钥已被使用' },
  other_user: { es: 'La clave pertenece a otro usuario', en: 'The key belongs to another user', zh: '该密钥属于其他用户' },
  wrong_scope: { es: 'La clave es para otro producto', en: 'The key is for another product', zh: '该密钥适用于其他产品' },
  locked: t.locked,
};
