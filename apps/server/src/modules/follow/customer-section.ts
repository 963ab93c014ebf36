import type { AppContext } from '../../context.ts';
import { amountCell, atCell, COLUMNS, labelCell, type CustomerSectionProvider } from '../backoffice/customer-sections.ts';

const STATUS = {
  following: { es: 'Copiando', en: 'Following', zh: '跟单中' },
  settled: { es: 'Liquidada', en: 'Settled', zh: '已结算' },
};

/** The customer's copies of a strategy (follow orders, in US$) in the back office's customer view (issue 30.4). */
export function followCustomerSection(ctx: AppContext): CustomerSectionProvider {
  return {
    area: 'follow',
    title: { es: 'Copias de estrategias', en: 'Strategy copies', zh: '跟单' },
    columns: [COLUMNS.product, COLUMNS.amount, { key: 'days', label: { es: 'Días', en: 'Days', zh: '天数' } }, COLUMNS.status, COLUMNS.createdAt],
    rows: async (userId, limit) => {
      const rows = await ctx.db
        .selectFrom('follow_copies as c')
        .innerJoin('follow_agencies as a', 'a.id', 'c.agency_id')
        .select(['c.id', 'a.name', 'c.amount_minor', 'c.period_days', 'c.status', 'c.created_at'])
        .where('c.user_id', '=', userId)
        .orderBy('c.id', 'desc')
        .limit(limit)
        .execute();
      return rows.map((r) => ({ id: r.id, cells: [{ label: r.name }, amountCell(r.amount_minor, 'USD'), r.period_days, labelCell(STATUS, r.status), atCell(r.created_at)] }));
    },
  };
}
