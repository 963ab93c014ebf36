import { CURRENCY_DECIMALS, type Currency, type CustomerSection, type CustomerSectionCell, type LocalizedText } from '@app/contracts';
import { formatMinor } from '../../ledger/money.ts';

/** Rows a section shows at most (its area's page in the back office has the rest). */
export const SECTION_ROWS = 20;

/** One row of a section: the object's id (for the audit trail) and a cell per column. */
export interface SectionRow {
  id: number;
  cells: CustomerSectionCell[];
}

/**
 * What a product area contributes to the customer view (issue 30.4), registered from the
 * area's own folder (`modules/<area>/customer-section.ts`, one line in its `init`):
 * `rows(userId, limit)` answers that customer's objects only, newest first, at most `limit`.
 * `auditType` names the audit target type of those objects, so the customer's audit trail
 * also holds the operators' actions on them (a loan's review names only the loan).
 */
export interface CustomerSectionProvider {
  area: string;
  title: LocalizedText;
  columns: ReadonlyArray<{ key: string; label: LocalizedText }>;
  rows(userId: number, limit: number): Promise<SectionRow[]>;
  auditType?: string;
  /** Ids of the customer's objects the audit trail looks for, when more than the rows shown (e.g. every fund order). */
  auditIds?(userId: number): Promise<number[]>;
}

/** The registry: one entry per area, in the order the areas start. */
export class CustomerSections {
  private readonly providers: CustomerSectionProvider[] = [];

  register(provider: CustomerSectionProvider): void {
    if (this.providers.some((p) => p.area === provider.area)) throw new Error(`customer section "${provider.area}" is registered twice`);
    this.providers.push(provider);
  }

  get areas(): string[] {
    return this.providers.map((p) => p.area);
  }

  /** Every area's section for one customer; a row past the bound is never sent (one more is read to tell `more`). */
  async of(userId: number): Promise<{ sections: CustomerSection[]; audit: Array<{ type: string; ids: number[] }> }> {
    const read = await Promise.all(
      this.providers.map(async (p) => {
        const [rows, auditIds] = await Promise.all([p.rows(userId, SECTION_ROWS + 1), p.auditIds?.(userId)]);
        for (const row of rows) {
          if (row.cells.length !== p.columns.length) throw new Error(`customer section "${p.area}": a row has ${row.cells.length} cells for ${p.columns.length} columns`);
        }
        const section: CustomerSection = { area: p.area, title: p.title, columns: [...p.columns], rows: rows.slice(0, SECTION_ROWS), more: rows.length > SECTION_ROWS };
        const audit = p.auditType ? { type: p.auditType, ids: auditIds ?? section.rows.map((row) => row.id) } : undefined;
        return { section, audit };
      }),
    );
    return { sections: read.map((r) => r.section), audit: read.flatMap((r) => (r.audit ? [r.audit] : [])) };
  }
}

/** Minor units as the contract's amount cell, in the currency's decimals ("1234" MXN cents -> "12.34"). */
export function amountCell(minor: bigint | number | string, currency: string): CustomerSectionCell {
  return { amount: formatMinor(BigInt(minor), CURRENCY_DECIMALS[currency as Currency] ?? 2), currency };
}

/** A time cell (epoch ms) from a Date, a number or a bigint column. */
export const atCell = (value: Date | number | bigint): CustomerSectionCell => ({ at: value instanceof Date ? value.getTime() : Number(value) });

/** A label cell from an area's labels by value (a status, a mode); the value itself when it has none. */
export function labelCell(labels: Readonly<Record<string, LocalizedText>>, value: string | number): CustomerSectionCell {
  const label = labels[String(value)];
  return label ? { label } : String(value);
}

/** Columns most areas show, with their labels (an area adds its own beside them). */
export const COLUMNS = {
  product: { key: 'product', label: { es: 'Producto', en: 'Product', zh: '产品' } },
  quantity: { key: 'quantity', label: { es: 'Cantidad', en: 'Quantity', zh: '数量' } },
  amount: { key: 'amount', label: { es: 'Monto', en: 'Amount', zh: '金额' } },
  status: { key: 'status', label: { es: 'Estado', en: 'Status', zh: '状态' } },
  createdAt: { key: 'createdAt', label: { es: 'Fecha', en: 'Date', zh: '日期' } },
} as const;
