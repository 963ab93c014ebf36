import type { AppContext } from '../../context.ts';
import { amountCell, atCell, COLUMNS, labelCell, type CustomerSectionProvider } from '../backoffice/customer-sections.ts';

/** ROBOT_STATES (SPEC section 4). */
const STATE = {
  '1': { es: 'Buscando pool', en: 'Finding pool', zh: '寻找矿池' },
  '2': { es: 'Localizando pool', en: 'Locating pool', zh: '定位矿池' },
  '3': { es: 'Iniciando', en: 'Starting', zh: '启动中' },
  '4': { es: 'Minando', en: 'Mining', zh: '挖矿中' },
  '5': { es: 'Sin energía', en: 'No energy', zh: '电量不足' },
  '6': { es: 'Vencido', en: 'Expired', zh: '已到期' },
  '7': { es: 'Rescatado', en: 'Redeemed', zh: '已赎回' },
};
const MODE = { rent: { es: 'Renta', en: 'Rent', zh: '租用' }, buy: { es: 'Compra', en: 'Buy', zh: '购买' } };

/** The customer's mining robots (paid in US$) in the back office's customer view (issue 30.4). */
export function miningCustomerSection(ctx: AppContext): CustomerSectionProvider {
  return {
    area: 'mining',
    title: { es: 'Robots de minería', en: 'Mining robots', zh: '矿机' },
    columns: [COLUMNS.product, { key: 'mode', label: { es: 'Modalidad', en: 'Mode', zh: '模式' } }, COLUMNS.quantity, COLUMNS.amount, COLUMNS.status, COLUMNS.createdAt],
    rows: async (userId, limit) => {
      const rows = await ctx.db
        .selectFrom('mining_orders as o')
        .innerJoin('mining_robots as r', 'r.id', 'o.robot_id')
        .select(['o.id', 'r.name', 'o.mode', 'o.units', 'o.price_cents', 'o.state', 'o.created_at'])
        .where('o.user_id', '=', userId)
        .orderBy('o.id', 'desc')
        .limit(limit)
        .execute();
      return rows.map((r) => ({ id: r.id, cells: [{ label: r.name }, labelCell(MODE, r.mode), r.units, amountCell(r.price_cents, 'USD'), labelCell(STATE, r.state), atCell(r.created_at)] }));
    },
  };
}
