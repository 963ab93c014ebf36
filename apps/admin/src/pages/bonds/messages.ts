/** Back-office texts of bond issues (issue 15), merged under `bonds.` in ../../messages.ts. */
const es = {
  nav: 'Bonos',
  title: 'Emisiones de bonos',
  subtitle: 'CETES, BONOS M, UDIBONOS y Bonos del Tesoro de EE. UU. que los clientes pueden comprar. Los precios salen de la curva simulada; cada alta o cambio queda en la auditoría.',
  add: 'Agregar emisión',
  edit: 'Editar',
  save: 'Guardar',
  cancel: 'Cancelar',
  saved: 'Emisión {{code}} guardada',
  col: { code: 'Clave', type: 'Tipo', name: 'Nombre', coupon: 'Cupón %', issue: 'Emisión', maturity: 'Vencimiento', face: 'Nominal', minimum: 'Mínimo', status: 'Estado', holdings: 'Tenencias', actions: '' },
  field: { code: 'Clave', type: 'Tipo', nameEs: 'Nombre (es)', nameEn: 'Nombre (en)', nameZh: 'Nombre (zh)', coupon: 'Cupón anual %', issueDate: 'Fecha de emisión', maturityDate: 'Vencimiento (fijo)', rollingDays: 'o serie semanal: días', face: 'Valor nominal por título', minimum: 'Compra mínima', status: 'Estado' },
  rolling: 'serie de {{days}} días',
  status: { open: 'A la venta', closed: 'Cerrada' },
  /** Labels of this area's audit actions (`bonds.<action>`, the dots as underscores), read by the audit log. */
  audit: { issue_create: 'Creó una emisión de bonos', issue_update: 'Editó una emisión de bonos' },
};

const en: typeof es = {
  nav: 'Bonds',
  title: 'Bond issues',
  subtitle: 'CETES, BONOS M, UDIBONOS and US Treasuries that clients can buy. Prices come from the simulated curve; every addition or change is audited.',
  add: 'Add issue',
  edit: 'Edit',
  save: 'Save',
  cancel: 'Cancel',
  saved: 'Issue {{code}} saved',
  col: { code: 'Code', type: 'Type', name: 'Name', coupon: 'Coupon %', issue: 'Issued', maturity: 'Maturity', face: 'Face', minimum: 'Minimum', status: 'Status', holdings: 'Holdings', actions: '' },
  field: { code: 'Code', type: 'Type', nameEs: 'Name (es)', nameEn: 'Name (en)', nameZh: 'Name (zh)', coupon: 'Annual coupon %', issueDate: 'Issue date', maturityDate: 'Maturity (fixed)', rollingDays: 'or weekly series: days', face: 'Face value per title', minimum: 'Minimum purchase', status: 'Status' },
  rolling: '{{days}}-day series',
  status: { open: 'On sale', closed: 'Closed' },
  audit: { issue_create: 'Created a bond issue', issue_update: 'Edited a bond issue' },
};

const zh: typeof es = {
  nav: '债券',
  title: '债券发行',
  subtitle: '客户可买入的 CETES、M债券、UDI债券和美国国债。价格来自模拟曲线；每次新增或修改都会记入审计。',
  add: '新增发行',
  edit: '编辑',
  save: '保存',
  cancel: '取消',
  saved: '已保存发行 {{code}}',
  col: { code: '代码', type: '类型', name: '名称', coupon: '票面利率 %', issue: '发行日', maturity: '到期日', face: '面值', minimum: '最低', status: '状态', holdings: '持仓数', actions: '' },
  field: { code: '代码', type: '类型', nameEs: '名称（西语）', nameEn: '名称（英语）', nameZh: '名称（中文）', coupon: '年票面利率 %', issueDate: '发行日', maturityDate: '到期日（固定）', rollingDays: '或按周滚动：天数', face: '每份面值', minimum: '最低购买额', status: '状态' },
  rolling: '{{days}} 天滚动',
  status: { open: '发售中', closed: '已关闭' },
  audit: { issue_create: '创建债券', issue_update: '编辑债券' },
};

export const BONDS_MESSAGES = { es, en, zh };
