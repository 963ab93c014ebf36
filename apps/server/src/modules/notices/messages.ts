import { defineTexts } from '../../i18n/text.ts';

export const t = defineTexts({
  noticeNotFound: { es: 'El aviso no existe', en: 'The notice does not exist', zh: '该通知不存在' },
  userNotFound: { es: 'El usuario no existe', en: 'The user does not exist', zh: '该用户不存在' },
});
