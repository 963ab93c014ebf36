import { defineTexts } from './text.ts';

/** Messages shared by every module. Module-specific texts live beside their module. */
export const common = defineTexts({
  success: { es: 'éxito', en: 'success', zh: '成功' },
  urlNotFound: { es: 'La URL no existe', en: 'The URL does not exist', zh: '该 URL 不存在' },
  notFound: { es: 'No encontrado', en: 'Not found', zh: '未找到' },
  internal: {
    es: 'Error interno del servidor, inténtalo de nuevo más tarde',
    en: 'Internal server error, please try again later',
    zh: '服务器内部错误，请稍后再试',
  },
  rateLimited: {
    es: 'Demasiadas solicitudes, espera un momento',
    en: 'Too many requests, please wait a moment',
    zh: '请求过于频繁，请稍候',
  },
  loginExpired: { es: 'La sesión expiró, inicia sesión de nuevo', en: 'Login expired, please log in again', zh: '登录已过期，请重新登录' },
  forbidden: { es: 'No tienes permiso para esta operación', en: 'You are not allowed to do this', zh: '无权执行此操作' },
  roleRequired: {
    es: 'Solo un operador con el rol {roles} puede hacer esto',
    en: 'Only an operator with the {roles} role can do this',
    zh: '仅具有 {roles} 角色的操作员可执行此操作',
  },
  accountFrozen: { es: 'Tu cuenta está congelada', en: 'Your account is frozen', zh: '您的账户已被冻结' },
  badJson: { es: 'El cuerpo de la solicitud no es válido', en: 'The request body is not valid', zh: '请求体无效' },
  unsupportedMediaType: {
    es: 'El tipo de contenido no se admite: envía el cuerpo como application/json',
    en: 'The content type is not supported: send the body as application/json',
    zh: '不支持该内容类型：请以 application/json 发送请求体',
  },
  payloadTooLarge: { es: 'El tamaño no puede exceder {limit}M', en: 'size cannot exceed {limit}M', zh: '大小不能超过 {limit}M' },
  idempotencyMismatch: {
    es: 'La clave de idempotencia ya se usó con otra solicitud',
    en: 'The idempotency key was already used with a different request',
    zh: '幂等键已用于另一个请求',
  },
  fieldRequired: { es: 'El campo «{field}» es obligatorio', en: 'The field "{field}" is required', zh: '字段“{field}”为必填项' },
  fieldInvalid: { es: 'El campo «{field}» no es válido', en: 'The field "{field}" is not valid', zh: '字段“{field}”无效' },
  fieldTooShort: {
    es: 'El campo «{field}» debe tener al menos {min} caracteres',
    en: 'The field "{field}" must have at least {min} characters',
    zh: '字段“{field}”至少需要 {min} 个字符',
  },
  fieldTooLong: {
    es: 'El campo «{field}» admite como máximo {max} caracteres',
    en: 'The field "{field}" allows at most {max} characters',
    zh: '字段“{field}”最多 {max} 个字符',
  },
  fieldTooSmall: { es: 'El campo «{field}» debe ser al menos {min}', en: 'The field "{field}" must be at least {min}', zh: '字段“{field}”不能小于 {min}' },
  fieldTooBig: { es: 'El campo «{field}» debe ser como máximo {max}', en: 'The field "{field}" must be at most {max}', zh: '字段“{field}”不能大于 {max}' },
  fieldNotOneOf: {
    es: 'El campo «{field}» debe ser uno de: {options}',
    en: 'The field "{field}" must be one of: {options}',
    zh: '字段“{field}”必须为以下之一：{options}',
  },
});
