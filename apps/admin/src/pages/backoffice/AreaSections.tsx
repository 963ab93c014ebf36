import type { CustomerSection, CustomerSectionCell } from '@app/contracts';
import { formatDateTime } from '../../format.ts';
import { useT } from '../../i18n.ts';
import { formatAmount } from '../money/shared.tsx';
import { Section } from './CustomerParts.tsx';

const isAmount = (cell: CustomerSectionCell | undefined) => typeof cell === 'object' && 'amount' in cell;

/** One cell as its kind is shown: an amount in its market's notation, a time, a label in the operator's language. */
function Cell({ cell }: { cell: CustomerSectionCell }) {
  const { locale } = useT();
  if (typeof cell === 'number') return <td className="num">{cell}</td>;
  if (typeof cell === 'string') return <td>{cell}</td>;
  if ('amount' in cell) return <td className="amount-cell">{formatAmount(cell.amount, cell.currency)}</td>;
  if ('at' in cell) return <td className="num nowrap">{formatDateTime(cell.at)}</td>;
  return <td>{cell.label[locale]}</td>;
}

/**
 * Every product area's part of the customer view (issue 30.4), drawn from what the area
 * registered on the server: its title, columns and labels in es/en/zh, the customer's rows.
 * A new area appears here by itself; nothing in the back office names it.
 */
export function AreaSections({ sections }: { sections: CustomerSection[] }) {
  const { t, locale } = useT();
  return (
    <>
      {sections.map((section) => (
        <Section key={section.area} title={section.title[locale]} testId={`customer-area-${section.area}`} empty={section.rows.length === 0}>
          <table className="table">
            <thead>
              <tr>
                {section.columns.map((column, i) => (
                  <th key={column.key} className={isAmount(section.rows[0]?.cells[i]) ? 'amount-cell' : undefined}>
                    {column.label[locale]}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {section.rows.map((row) => (
                <tr key={row.id} data-testid={`customer-area-${section.area}-${row.id}`}>
                  {row.cells.map((cell, i) => (
                    <Cell key={section.columns[i]?.key ?? i} cell={cell} />
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
          {section.more && <p className="muted small">{t('backoffice.customer.more')}</p>}
        </Section>
      ))}
    </>
  );
}
