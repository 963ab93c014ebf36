import type { AppContext } from '../../context.ts';
import { amountCell, atCell, COLUMNS, labelCell, type CustomerSectionProvider } from '../backoffice/customer-sections.ts';

const STATUS = {
  subscribed: { es: 'Suscrita', en: 'Subscribed', zh: '已认购' },
  allotted: { es: 'Asignada', en: 'Allotted', zh: '已配售' },
  not_allotted: { es: 'Sin asignación', en: 'Not allotted', zh: '未配售' },
  cancelled: { es: 'Cancelada', en: 'Cancelled', zh: '已撤销' },
  sold: { es: 'Vendida', en: 'Sold', zh: '已卖出' },
};

/** The customer's placing orders in the back office's customer view (issue 30.4). */
export function placingCustomerSection(ctx: AppContext): CustomerSectionProvider {
  return {
    area: 'placing',
    title: { es: 'Colocaciones', en: 'Placings', zh: '配售' },
    columns: [COLUMNS.product, COLUMNS.quantity, COLUMNS.amount, COLUMNS.status, COLUMNS.createdAt],
    rows: async (userId, limit) => {
      const rows = await ctx.db
        .selectFrom('placing_orders as o')
        .innerJoin('placing_tranches as tr', 'tr.id', 'o.tranche_id')
        .select(['o.id', 'tr.code', 'o.quantity', 'o.amount_minor', 'o.currency', 'o.status', 'o.created_at'])
        .where('o.user_id', '=', userId)
        .orderBy('o.id', 'desc')
        .limit(limit)
        .execute();
      return rows.map((r) => ({ id: r.id, cells: [r.code, Number(r.quantity), amountCell(r.amount_minor, r.currency), labelCell(STATUS, r.status), atCell(r.created_at)] }));
    },
  };
}
