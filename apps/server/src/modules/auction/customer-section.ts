import type { AppContext } from '../../context.ts';
import { amountCell, atCell, COLUMNS, labelCell, type CustomerSectionProvider } from '../backoffice/customer-sections.ts';

const STATUS = {
  queued: { es: 'En cola', en: 'Queued', zh: '排队中' },
  filled: { es: 'Ejecutada', en: 'Filled', zh: '已成交' },
  partial: { es: 'Parcial', en: 'Partly filled', zh: '部分成交' },
  carried: { es: 'Pasada al mercado', en: 'Carried to the market', zh: '转入连续交易' },
  cancelled: { es: 'Cancelada', en: 'Cancelled', zh: '已撤销' },
};

/** The customer's auction orders in the back office's customer view (issue 30.4). */
export function auctionCustomerSection(ctx: AppContext): CustomerSectionProvider {
  return {
    area: 'auction',
    title: { es: 'Subastas', en: 'Auctions', zh: '集合竞价' },
    columns: [COLUMNS.product, COLUMNS.quantity, { key: 'held', label: { es: 'Retenido', en: 'Held', zh: '冻结' } }, COLUMNS.status, COLUMNS.createdAt],
    rows: async (userId, limit) => {
      const rows = await ctx.db
        .selectFrom('auction_orders')
        .select(['id', 'code', 'quantity', 'held_minor', 'wallet_currency', 'status', 'created_at'])
        .where('user_id', '=', userId)
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
      return rows.map((r) => ({ id: r.id, cells: [r.code, Number(r.quantity), amountCell(r.held_minor, r.wallet_currency), labelCell(STATUS, r.status), atCell(r.created_at)] }));
    },
  };
}
