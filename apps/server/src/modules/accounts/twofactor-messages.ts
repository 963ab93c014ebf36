import { defineTexts } from '../../i18n/text.ts';

/** Messages of two-factor sign-in and devices (issue 21), in Spanish, English and Simplified Chinese. */
export const tf = defineTexts({
  required: {
    es: 'Este dispositivo es nuevo: introduce el código de tu app de autenticación',
    en: 'This is a new device: enter the code from your authenticator app',
    zh: '这是新设备：请输入身份验证器应用中的验证码',
  },
  codeRequired: {
    es: 'Introduce el código de 6 dígitos de tu app de autenticación',
    en: 'Enter the 6-digit code from your authenticator app',
    zh: '请输入身份验证器应用中的 6 位验证码',
  },
  codeWrong: {
    es: 'Código incorrecto o caducado; te quedan {left} intentos',
    en: 'Wrong or expired code; {left} tries left',
    zh: '验证码错误或已过期，还可尝试 {left} 次',
  },
  codeOrPassword: {
    es: 'Introduce el código de tu app de autenticación o tu contraseña de acceso',
    en: 'Enter the code from your authenticator app or your login password',
    zh: '请输入身份验证器应用中的验证码或登录密码',
  },
  codeUsed: {
    es: 'Este código ya se usó; espera el siguiente de tu app',
    en: 'This code was already used; wait for the next one in your app',
    zh: '此验证码已使用，请等待应用中的下一个验证码',
  },
  locked: {
    es: 'Demasiados códigos incorrectos; la verificación en dos pasos está bloqueada {minutes} minutos',
    en: 'Too many wrong codes; two-step verification is locked for {minutes} minutes',
    zh: '验证码错误次数过多，两步验证已锁定 {minutes} 分钟',
  },
  throttled: {
    es: 'Demasiados intentos de código; espera {seconds} segundos',
    en: 'Too many code tries; wait {seconds} seconds',
    zh: '验证码尝试次数过多，请等待 {seconds} 秒',
  },
  challengeInvalid: {
    es: 'La verificación caducó; inicia sesión de nuevo',
    en: 'The verification expired; please sign in again',
    zh: '验证已过期，请重新登录',
  },
  alreadyEnabled: {
    es: 'La verificación en dos pasos ya está activada',
    en: 'Two-step verification is already on',
    zh: '两步验证已开启',
  },
  notEnabled: {
    es: 'La verificación en dos pasos no está activada',
    en: 'Two-step verification is not on',
    zh: '两步验证未开启',
  },
  setupMissing: {
    es: 'Primero genera la clave con «Activar»',
    en: 'Start with "Turn on" to get a key first',
    zh: '请先点击“开启”获取密钥',
  },
  passwordWrong: {
    es: 'La contraseña de acceso no es correcta; te quedan {left} intentos',
    en: 'The login password is not right; {left} tries left',
    zh: '登录密码不正确，还可尝试 {left} 次',
  },
  passwordLocked: {
    es: 'Demasiadas contraseñas incorrectas; el acceso está bloqueado {minutes} minutos',
    en: 'Too many wrong passwords; login is locked for {minutes} minutes',
    zh: '密码错误次数过多，登录已锁定 {minutes} 分钟',
  },
  deviceNotFound: {
    es: 'Ese dispositivo no está en tu lista',
    en: 'That device is not on your list',
    zh: '该设备不在你的列表中',
  },
  codeField: { es: 'código', en: 'code', zh: '验证码' },
});
