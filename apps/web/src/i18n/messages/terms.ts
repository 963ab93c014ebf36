import { defineMessages } from '../types.ts';

/** Published product rules (components/terms/RuleCard.tsx), shown before the user commits. */
export default defineMessages({
  es: {
    rule: {
      title: 'Regla del producto',
      version: 'Versión {{version}}',
      since: 'Vigente desde {{date}}',
      published: 'Regla publicada vigente',
      more: 'Leer todo',
      less: 'Mostrar menos',
    },
  },
  en: {
    rule: {
      title: 'Product rule',
      version: 'Version {{version}}',
      since: 'In effect since {{date}}',
      published: 'Published rule in effect',
      more: 'Read all',
      less: 'Show less',
    },
  },
  zh: {
    rule: {
      title: '产品规则',
      version: '第 {{version}} 版',
      since: '自 {{date}} 起生效',
      published: '现行已发布规则',
      more: '查看全部',
      less: '收起',
    },
  },
});
