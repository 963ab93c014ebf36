import { defineMessages } from '../types.ts';

export default defineMessages({ es: {}, en: {}, zh: {} });
