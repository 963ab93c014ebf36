import { defineMessages } from '../types.ts';

export default defineMessages({
  es: { language: 'Idioma', languages: { es: 'Español', en: 'English', zh: '简体中文' }, version: 'Versión' },
  en: { language: 'Language', languages: { es: 'Español', en: 'English', zh: '简体中文' }, version: 'Version' },
  zh: { language: '语言', languages: { es: 'Español', en: 'English', zh: '简体中文' }, version: '版本' },
});
