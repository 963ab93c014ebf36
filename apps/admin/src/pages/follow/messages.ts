/** Back-office texts of follow investing and AI quant (issue 16), merged under `follow.` in ../../messages.ts. */
const es = {
  nav: 'Copias y cuantitativo',
  title: 'Copias y productos cuantitativos',
  subtitle: 'Agencias (carteras modelo) y productos cuantitativos, cada uno operado por una estrategia publicada. Abrir o cerrar queda en la auditoría; las cifras salen de las operaciones de la estrategia.',
  run: 'Ejecutar estrategias ahora',
  ran: '{{days}} días ejecutados, {{trades}} operaciones',
  agencies: 'Agencias',
  products: 'Productos cuantitativos',
  open: 'Abrir',
  close: 'Cerrar',
  saved: 'Guardado',
  col: { id: 'Id', name: 'Nombre', strategy: 'Estrategia', status: 'Estado', followers: 'Copias activas', invested: 'Invertido (US$)', cycle: 'Ciclo (días)', limits: 'Mín – máx (US$)', fee: 'Comisión % anual', key: 'Clave', subscriptions: 'Suscripciones', actions: '' },
  status: { open: 'Abierto', closed: 'Cerrado' },
  yes: 'Sí',
  no: 'No',
};

const en: typeof es = {
  nav: 'Copy & quant',
  title: 'Copy agencies and quant products',
  subtitle: 'Agencies (model portfolios) and quant products, each run by a published strategy. Opening or closing one is audited; the figures come from the strategy’s trades.',
  run: 'Run strategies now',
  ran: '{{days}} days run, {{trades}} trades',
  agencies: 'Agencies',
  products: 'Quant products',
  open: 'Open',
  close: 'Close',
  saved: 'Saved',
  col: { id: 'Id', name: 'Name', strategy: 'Strategy', status: 'Status', followers: 'Active copies', invested: 'Invested (US$)', cycle: 'Cycle (days)', limits: 'Min – max (US$)', fee: 'Fee % a year', key: 'Key', subscriptions: 'Subscriptions', actions: '' },
  status: { open: 'Open', closed: 'Closed' },
  yes: 'Yes',
  no: 'No',
};

const zh: typeof es = {
  nav: '跟投与量化',
  title: '跟投机构与量化产品',
  subtitle: '机构（模型组合）和量化产品，均由公开策略运作。开放或关闭均记入审计；数字来自策略的交易。',
  run: '立即运行策略',
  ran: '已运行 {{days}} 天，{{trades}} 笔交易',
  agencies: '机构',
  products: '量化产品',
  open: '开放',
  close: '关闭',
  saved: '已保存',
  col: { id: '编号', name: '名称', strategy: '策略', status: '状态', followers: '跟投中', invested: '投入（US$）', cycle: '周期（天）', limits: '最低 – 最高（US$）', fee: '年化费率 %', key: '密钥', subscriptions: '认购数', actions: '' },
  status: { open: '开放', closed: '已关闭' },
  yes: '是',
  no: '否',
};

export const FOLLOW_MESSAGES = { es, en, zh };
