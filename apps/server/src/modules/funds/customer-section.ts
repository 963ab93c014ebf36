import type { AppContext } from '../../context.ts';
import { amountCell, atCell, COLUMNS, labelCell, type CustomerSectionProvider } from '../backoffice/customer-sections.ts';

/** FUND_ORDER_STATUSES. */
const STATUS = {
  '0': { es: 'En revisión', en: 'In review', zh: '审核中' },
  '1': { es: 'En curso', en: 'In progress', zh: '持有中' },
  '2': { es: 'Rescatada', en: 'Redeemed', zh: '已赎回' },
  '3': { es: 'Rechazada', en: 'Rejected', zh: '审核未通过' },
};
/** Fund orders whose audit rows (reviews) the customer's trail looks for. */
const AUDITED_ORDERS = 100;

/** The customer's fund orders (paid in MXN) in the back office's customer view (issue 30.4). */
export function fundsCustomerSection(ctx: AppContext): CustomerSectionProvider {
  return {
    area: 'funds',
    title: { es: 'Fondos', en: 'Funds', zh: '基金' },
    columns: [COLUMNS.product, COLUMNS.amount, { key: 'units', label: { es: 'Unidades', en: 'Units', zh: '份额' } }, COLUMNS.status, COLUMNS.createdAt],
    rows: async (userId, limit) => {
      const rows = await ctx.db
        .selectFrom('funds_orders as o')
        .innerJoin('funds_schemes as s', 's.id', 'o.scheme_id')
        .select(['o.id', 's.code', 'o.amount_minor', 'o.units', 'o.status', 'o.created_at'])
        .where('o.user_id', '=', userId)
        .orderBy('o.id', 'desc')
        .limit(limit)
        .execute();
      return rows.map((r) => ({ id: r.id, cells: [r.code, amountCell(r.amount_minor, 'MXN'), r.units === null ? '—' : String(r.units), labelCell(STATUS, r.status), atCell(r.created_at)] }));
    },
    auditType: 'fund_order',
    auditIds: async (userId) => {
      const rows = await ctx.db.selectFrom('funds_orders').select('id').where('user_id', '=', userId).orderBy('id', 'desc').limit(AUDITED_ORDERS).execute();
      return rows.map((r) => r.id);
    },
  };
}
