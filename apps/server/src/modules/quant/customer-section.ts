import type { AppContext } from '../../context.ts';
import { amountCell, atCell, COLUMNS, labelCell, type CustomerSectionProvider } from '../backoffice/customer-sections.ts';

const STATUS = {
  in_progress: { es: 'En curso', en: 'In progress', zh: '进行中' },
  completed: { es: 'Terminada', en: 'Completed', zh: '已完成' },
};

/** The customer's quant orders (in US$) in the back office's customer view (issue 30.4). */
export function quantCustomerSection(ctx: AppContext): CustomerSectionProvider {
  return {
    area: 'quant',
    title: { es: 'Trading cuantitativo', en: 'Quant trading', zh: '量化交易' },
    columns: [COLUMNS.product, COLUMNS.amount, { key: 'days', label: { es: 'Días', en: 'Days', zh: '天数' } }, COLUMNS.status, COLUMNS.createdAt],
    rows: async (userId, limit) => {
      const rows = await ctx.db
        .selectFrom('quant_orders as o')
        .innerJoin('quant_products as p', 'p.id', 'o.product_id')
        .select(['o.id', 'p.name', 'o.amount_minor', 'o.cycle_days', 'o.status', 'o.created_at'])
        .where('o.user_id', '=', userId)
        .orderBy('o.id', 'desc')
        .limit(limit)
        .execute();
      return rows.map((r) => ({ id: r.id, cells: [{ label: r.name }, amountCell(r.amount_minor, 'USD'), r.cycle_days, labelCell(STATUS, r.status), atCell(r.created_at)] }));
    },
  };
}
