import { defineTexts } from '../../i18n/text.ts';

export const t = defineTexts({
  articleNotFound: { es: 'El artículo no existe', en: 'The article does not exist', zh: '该文章不存在' },
  coverNotFound: { es: 'La imagen de portada no existe; súbela de nuevo', en: 'The cover image does not exist; upload it again', zh: '封面图片不存在，请重新上传' },
});
