import type { AppContext } from '../../context.ts';
import { amountCell, atCell, COLUMNS, labelCell, type CustomerSectionProvider } from '../backoffice/customer-sections.ts';

const STATUS = {
  subscribed: { es: 'Suscrita', en: 'Subscribed', zh: '已认购' },
  reconfirm: { es: 'Por reconfirmar', en: 'To reconfirm', zh: '待确认' },
  allotted: { es: 'Asignada', en: 'Allotted', zh: '已中签' },
  not_allotted: { es: 'Sin asignación', en: 'Not allotted', zh: '未中签' },
  cancelled: { es: 'Cancelada', en: 'Cancelled', zh: '已撤销' },
  lapsed: { es: 'Vencida', en: 'Lapsed', zh: '已失效' },
  listed: { es: 'Listada', en: 'Listed', zh: '已上市' },
};

/** The customer's IPO subscriptions in the back office's customer view (issue 30.4). */
export function ipoCustomerSection(ctx: AppContext): CustomerSectionProvider {
  return {
    area: 'ipo',
    title: { es: 'Suscripciones a OPI', en: 'IPO subscriptions', zh: '新股认购' },
    columns: [COLUMNS.product, { key: 'shares', label: { es: 'Acciones', en: 'Shares', zh: '股数' } }, { key: 'held', label: { es: 'Retenido', en: 'Held', zh: '冻结' } }, COLUMNS.status, COLUMNS.createdAt],
    rows: async (userId, limit) => {
      const rows = await ctx.db
        .selectFrom('ipo_subscriptions as s')
        .innerJoin('ipo_issues as i', 'i.id', 's.ipo_id')
        .select(['s.id', 'i.code', 's.shares', 's.held_minor', 's.currency', 's.status', 's.created_at'])
        .where('s.user_id', '=', userId)
        .orderBy('s.id', 'desc')
        .limit(limit)
        .execute();
      return rows.map((r) => ({ id: r.id, cells: [r.code, Number(r.shares), amountCell(r.held_minor, r.currency), labelCell(STATUS, r.status), atCell(r.created_at)] }));
    },
  };
}
