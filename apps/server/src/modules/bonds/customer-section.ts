import type { AppContext } from '../../context.ts';
import { amountCell, atCell, COLUMNS, labelCell, type CustomerSectionProvider } from '../backoffice/customer-sections.ts';

const STATUS = {
  bought: { es: 'Vigente', en: 'Held', zh: '持有中' },
  redeemed: { es: 'Amortizado', en: 'Redeemed', zh: '已兑付' },
  sold: { es: 'Vendido', en: 'Sold', zh: '已卖出' },
};

/** The customer's bond holdings in the back office's customer view (issue 30.4). */
export function bondsCustomerSection(ctx: AppContext): CustomerSectionProvider {
  return {
    area: 'bonds',
    title: { es: 'Bonos', en: 'Bonds', zh: '债券' },
    columns: [COLUMNS.product, COLUMNS.quantity, { key: 'cost', label: { es: 'Costo', en: 'Cost', zh: '成本' } }, COLUMNS.status, COLUMNS.createdAt],
    rows: async (userId, limit) => {
      const rows = await ctx.db
        .selectFrom('bonds_holdings as h')
        .innerJoin('bonds_issues as i', 'i.id', 'h.issue_id')
        .select(['h.id', 'i.code', 'h.quantity', 'h.cost_minor', 'h.currency', 'h.status', 'h.created_at'])
        .where('h.user_id', '=', userId)
        .orderBy('h.id', 'desc')
        .limit(limit)
        .execute();
      return rows.map((r) => ({ id: r.id, cells: [r.code, r.quantity, amountCell(r.cost_minor, r.currency), labelCell(STATUS, r.status), atCell(r.created_at)] }));
    },
  };
}
