import { defineTexts } from '../../i18n/text.ts';

export const t = defineTexts({
  noticeNotFound: { es: 'El aviso no existe', en: 'The notice does not exist', zh: '该通知不存在' },
});
