/** Back-office texts of loan applications (issue 18), merged under `loans.` in ../../messages.ts. */
const es = {
  nav: 'Créditos',
  title: 'Solicitudes de crédito',
  subtitle: 'Revisa cada solicitud con el KYC del cliente y la regla de crédito publicada. Arriba del umbral, un aprobador de dinero distinto confirma la aprobación; la última aprobación deposita el crédito en la cuenta de fondeo. Todo queda en la auditoría.',
  filter: { all: 'Todas', in_review: 'En revisión', passed: 'Aprobadas', rejected: 'Rechazadas', in_use: 'En uso', repaid: 'Liquidadas' },
  col: { id: 'Nº', user: 'Cliente', amount: 'Monto', term: 'Plazo', rate: 'Tasa / CAT', outstanding: 'Saldo', due: 'Vencido', status: 'Estado', approvals: 'Aprobaciones', created: 'Solicitado', actions: '' },
  months: '{{count}} m',
  pass: 'Aprobar',
  reject: 'Rechazar',
  rejectTitle: 'Rechazar la solicitud {{id}}',
  reason: 'Motivo (lo ve el cliente)',
  cancel: 'Cancelar',
  passed: 'Solicitud {{id}}: {{status}}',
  rejected: 'Solicitud {{id}} rechazada',
  viewUser: 'Ver cliente y KYC',
  status: { in_review: 'En revisión', passed: 'Aprobada', rejected: 'Rechazada', in_use: 'En uso', repaid: 'Liquidada' },
  /** Labels of this area's audit actions (`loans.<action>`, the dots as underscores), read by the audit log. */
  audit: { approve: 'Aprobó un préstamo', approve_first: 'Primera aprobación de un préstamo', reject: 'Rechazó un préstamo' },
};

const en: typeof es = {
  nav: 'Loans',
  title: 'Loan applications',
  subtitle: "Review each application with the client's KYC and the published credit rule. Above the threshold a different money approver confirms the pass; the last pass pays the loan into the funding account. Everything is audited.",
  filter: { all: 'All', in_review: 'In review', passed: 'Passed', rejected: 'Rejected', in_use: 'In use', repaid: 'Repaid' },
  col: { id: 'No.', user: 'Client', amount: 'Amount', term: 'Term', rate: 'Rate / CAT', outstanding: 'Outstanding', due: 'Due', status: 'Status', approvals: 'Approvals', created: 'Applied', actions: '' },
  months: '{{count}} mo',
  pass: 'Pass',
  reject: 'Reject',
  rejectTitle: 'Reject application {{id}}',
  reason: 'Reason (the client sees it)',
  cancel: 'Cancel',
  passed: 'Application {{id}}: {{status}}',
  rejected: 'Application {{id}} rejected',
  viewUser: 'Client and KYC',
  status: { in_review: 'In review', passed: 'Passed', rejected: 'Rejected', in_use: 'In use', repaid: 'Repaid' },
  audit: { approve: 'Approved a loan', approve_first: 'First approval of a loan', reject: 'Rejected a loan' },
};

const zh: typeof es = {
  nav: '贷款',
  title: '贷款申请',
  subtitle: '结合客户的 KYC 与已发布的授信规则审核每笔申请。超过阈值时需另一位资金审批员确认；最后一次批准即放款至资金账户。所有操作均记入审计。',
  filter: { all: '全部', in_review: '审核中', passed: '已批准', rejected: '已拒绝', in_use: '使用中', repaid: '已结清' },
  col: { id: '编号', user: '客户', amount: '金额', term: '期限', rate: '利率 / CAT', outstanding: '未偿本金', due: '到期应还', status: '状态', approvals: '审批', created: '申请时间', actions: '' },
  months: '{{count}} 个月',
  pass: '批准',
  reject: '拒绝',
  rejectTitle: '拒绝申请 {{id}}',
  reason: '原因（客户可见）',
  cancel: '取消',
  passed: '申请 {{id}}：{{status}}',
  rejected: '申请 {{id}} 已拒绝',
  viewUser: '客户与 KYC',
  status: { in_review: '审核中', passed: '已批准', rejected: '已拒绝', in_use: '使用中', repaid: '已结清' },
  audit: { approve: '批准贷款', approve_first: '贷款初审通过', reject: '拒绝贷款' },
};

export const LOANS_MESSAGES = { es, en, zh };
