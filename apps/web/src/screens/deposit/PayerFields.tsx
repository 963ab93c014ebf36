import { Input } from 'antd-mobile';
import { useTranslation } from 'react-i18next';

/** Who paid a bank deposit, as the user says: the reviewer matches it with the bank's statement (issue 30.1). */
export interface Payer {
  payerBank: string;
  payerName: string;
  payerAccount: string;
}

export const NO_PAYER: Payer = { payerBank: '', payerName: '', payerAccount: '' };

/** The filled fields only, trimmed (the call leaves out what the user did not write). */
export const payerBody = (payer: Payer): Partial<Payer> => Object.fromEntries(Object.entries(payer).filter(([, v]) => v.trim() !== '').map(([k, v]) => [k, v.trim()]));

const FIELDS: readonly [keyof Payer, number][] = [
  ['payerBank', 100],
  ['payerName', 100],
  ['payerAccount', 40],
];

export function PayerFields({ payer, onChange }: { payer: Payer; onChange: (payer: Payer) => void }) {
  const { t } = useTranslation();
  return (
    <div className="deposit-payer" data-testid="deposit-payer">
      <div className="deposit-proof-label">{t('money.deposit.payerTitle')}</div>
      {FIELDS.map(([field, max]) => (
        <div key={field}>
          <label className="field-label" htmlFor={`deposit-${field}`}>
            {t(`money.deposit.${field}`)}
          </label>
          <Input id={`deposit-${field}`} className="text-field" value={payer[field]} maxLength={max} onChange={(value) => onChange({ ...payer, [field]: value })} clearable data-testid={`deposit-${field}`} />
        </div>
      ))}
    </div>
  );
}
