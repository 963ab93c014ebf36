import type { Locale, LocalizedText } from '@app/contracts';

/**
 * Names of request fields as users read them, for validation messages. A field that
 * is not listed is named by its key.
 */
const labels: Record<string, LocalizedText> = {
  email: { es: 'correo electrónico', en: 'email', zh: '邮箱' },
  username: { es: 'usuario', en: 'username', zh: '用户名' },
  password: { es: 'contraseña', en: 'password', zh: '密码' },
  confirmPassword: { es: 'confirmar contraseña', en: 'confirm password', zh: '确认密码' },
  payPassword: { es: 'contraseña de transacción', en: 'transaction password', zh: '交易密码' },
  code: { es: 'código', en: 'code', zh: '代码' },
  verifyCode: { es: 'código de verificación', en: 'verification code', zh: '验证码' },
  amount: { es: 'monto', en: 'amount', zh: '金额' },
  quantity: { es: 'cantidad', en: 'quantity', zh: '数量' },
  price: { es: 'precio', en: 'price', zh: '价格' },
  pageNum: { es: 'página', en: 'page', zh: '页码' },
  pageSize: { es: 'tamaño de página', en: 'page size', zh: '每页条数' },
  type: { es: 'tipo', en: 'type', zh: '类型' },
  platform: { es: 'plataforma', en: 'platform', zh: '平台' },
  parentCode: { es: 'código de región', en: 'region code', zh: '地区代码' },
};

export function fieldLabel(key: string, locale: Locale): string {
  return labels[key]?.[locale] ?? key;
}
