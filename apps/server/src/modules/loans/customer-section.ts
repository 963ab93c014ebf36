import type { AppContext } from '../../context.ts';
import { amountCell, atCell, COLUMNS, labelCell, type CustomerSectionProvider } from '../backoffice/customer-sections.ts';

const STATUS = {
  in_review: { es: 'En revisión', en: 'In review', zh: '审核中' },
  passed: { es: 'Aprobado', en: 'Approved', zh: '已批准' },
  rejected: { es: 'Rechazado', en: 'Rejected', zh: '已拒绝' },
  in_use: { es: 'Vigente', en: 'Active', zh: '使用中' },
  repaid: { es: 'Pagado', en: 'Repaid', zh: '已还清' },
};
/** Loans whose audit rows (reviews) the customer's trail looks for. */
const AUDITED_LOANS = 50;

/** The customer's loan applications in the back office's customer view (issue 30.4). */
export function loansCustomerSection(ctx: AppContext): CustomerSectionProvider {
  return {
    area: 'loans',
    title: { es: 'Préstamos', en: 'Loans', zh: '贷款' },
    columns: [COLUMNS.amount, { key: 'term', label: { es: 'Plazo (meses)', en: 'Term (months)', zh: '期限（月）' } }, { key: 'outstanding', label: { es: 'Saldo', en: 'Outstanding', zh: '未还' } }, COLUMNS.status, COLUMNS.createdAt],
    rows: async (userId, limit) => {
      const rows = await ctx.db
        .selectFrom('loans_applications')
        .select(['id', 'amount_minor', 'term_months', 'outstanding_minor', 'currency', 'status', 'created_at'])
        .where('user_id', '=', userId)
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
      return rows.map((r) => ({
        id: r.id,
        cells: [amountCell(r.amount_minor, r.currency), r.term_months, amountCell(r.outstanding_minor, r.currency), labelCell(STATUS, r.status), atCell(r.created_at)],
      }));
    },
    auditType: 'loan',
    auditIds: async (userId) => {
      const rows = await ctx.db.selectFrom('loans_applications').select('id').where('user_id', '=', userId).orderBy('id', 'desc').limit(AUDITED_LOANS).execute();
      return rows.map((r) => r.id);
    },
  };
}
