import { defineTexts } from '../../i18n/text.ts';

export const t = defineTexts({
  notImage: {
    es: 'Solo se admiten imágenes JPEG, PNG, WebP o GIF',
    en: 'Only JPEG, PNG, WebP or GIF images are accepted',
    zh: '仅支持 JPEG、PNG、WebP 或 GIF 图片',
  },
  missing: { es: 'Elige una imagen para subir (campo «file»)', en: 'Choose an image to upload (field "file")', zh: '请选择要上传的图片（字段 file）' },
  empty: { es: 'El archivo está vacío', en: 'The file is empty', zh: '文件为空' },
  fileNotFound: { es: 'El archivo no existe', en: 'The file does not exist', zh: '文件不存在' },
});
