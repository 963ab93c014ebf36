import { defineTexts } from '../../i18n/text.ts';

export const t = defineTexts({
  conversationNotFound: { es: 'La conversación no existe', en: 'The conversation does not exist', zh: '该会话不存在' },
  guestRequired: { es: 'Inicia sesión o abre el chat de invitado', en: 'Log in or open the guest chat', zh: '请登录或打开访客聊天' },
  emptyMessage: { es: 'Escribe un mensaje o adjunta una imagen', en: 'Write a message or attach an image', zh: '请输入消息或附加图片' },
  imageNotYours: { es: 'Sube la imagen de nuevo antes de enviarla', en: 'Upload the image again before sending it', zh: '请重新上传图片后再发送' },
  guestNoImages: { es: 'Inicia sesión para enviar imágenes', en: 'Log in to send images', zh: '登录后才能发送图片' },
  operatorNotFound: { es: 'El operador no existe', en: 'The operator does not exist', zh: '该操作员不存在' },
  tooFast: { es: 'Demasiados mensajes; espera un momento', en: 'Too many messages; wait a moment', zh: '消息过多，请稍候' },
  badMessage: { es: 'Mensaje no válido', en: 'Invalid message', zh: '无效的消息' },
  accountFrozen: { es: 'Tu cuenta está congelada', en: 'Your account is frozen', zh: '您的账户已被冻结' },
  loginExpired: { es: 'La sesión expiró; inicia sesión de nuevo', en: 'Login expired, please log in again', zh: '登录已过期，请重新登录' },
});
