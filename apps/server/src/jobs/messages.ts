import { defineTexts } from '../i18n/text.ts';

export const t = defineTexts({
  jobNotFound: { es: 'No hay ninguna tarea llamada «{name}»', en: 'There is no job named "{name}"', zh: '没有名为“{name}”的任务' },
});
