import type { AppContext } from '../../context.ts';
import { amountCell, atCell, COLUMNS, labelCell, type CustomerSectionProvider } from '../backoffice/customer-sections.ts';

const STATUS = {
  holding: { es: 'En cartera', en: 'Holding', zh: '持有中' },
  closed: { es: 'Cerrada', en: 'Closed', zh: '已平仓' },
};

/** The customer's block trades in the back office's customer view (issue 30.4). */
export function blocktradeCustomerSection(ctx: AppContext): CustomerSectionProvider {
  return {
    area: 'blocktrade',
    title: { es: 'Operaciones en bloque', en: 'Block trades', zh: '大宗交易' },
    columns: [COLUMNS.product, COLUMNS.quantity, COLUMNS.amount, COLUMNS.status, COLUMNS.createdAt],
    rows: async (userId, limit) => {
      const rows = await ctx.db
        .selectFrom('blocktrade_orders')
        .select(['id', 'code', 'quantity', 'total_minor', 'currency', 'status', 'created_at'])
        .where('user_id', '=', userId)
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
      return rows.map((r) => ({ id: r.id, cells: [r.code, Number(r.quantity), amountCell(r.total_minor, r.currency), labelCell(STATUS, r.status), atCell(r.created_at)] }));
    },
  };
}
