import { MAX_CARDS, type BankCard } from '@app/contracts';
import { Button } from 'antd-mobile';
import { AddOutline, RightOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { MoneyPage } from '../../components/money/MoneyPage.tsx';
import { useCards } from '../../components/money/queries.ts';
import { DelayedLoading, Empty, LoadError } from '../../components/states.tsx';
import { useNav } from '../../shell/nav.ts';
import type { PageProps } from '../types.ts';
import './bcard.css';

export const MODIFY_PATH = '/pages/bcard/modify';

/** The user's bank accounts for withdrawals; a tap edits one, "Add" saves a new one (at most 10). */
export function BcardListPage({ route }: PageProps) {
  const { t } = useTranslation();
  const nav = useNav();
  const cards = useCards();
  const list = cards.data?.list ?? [];
  const full = list.length >= MAX_CARDS;

  let body;
  if (cards.isError && !cards.data) body = <LoadError onRetry={() => void cards.refetch()} />;
  else if (!cards.data) body = <DelayedLoading />;
  else
    body = (
      <div className="money-page">
        {list.length === 0 ? (
          <Empty text={t('money.card.empty')} />
        ) : (
          <div className="bank-cards" data-testid="bcard-list">
            {list.map((card, i) => (
              <BankCardView key={card.id} card={card} tone={i % 4} onOpen={() => nav.go(MODIFY_PATH, { id: card.id })} />
            ))}
          </div>
        )}
        <Button block shape="rounded" color="primary" fill={list.length ? 'outline' : 'solid'} disabled={full} onClick={() => nav.go(MODIFY_PATH)} data-testid="bcard-add">
          <AddOutline /> {t('money.card.add')}
        </Button>
        <p className="money-note">{full ? t('money.card.limit', { max: MAX_CARDS }) : t('money.card.note')}</p>
      </div>
    );
  return <MoneyPage title={t(`nav.title.${route.title}`)}>{body}</MoneyPage>;
}

function BankCardView({ card, tone, onOpen }: { card: BankCard; tone: number; onOpen: () => void }) {
  const { t } = useTranslation();
  return (
    <button type="button" className={`bank-card tone-${tone}`} onClick={onOpen} data-testid={`bcard-${card.id}`}>
      <span className="bank-card-top">
        <span className="bank-card-bank">{card.bankName}</span>
        <span className="bank-card-country">{card.country}</span>
      </span>
      <span className="bank-card-number num">{card.cardNoMasked.replace(/\*+/, '•••• •••• ••••')}</span>
      <span className="bank-card-bottom">
        <span>{card.accountName}</span>
        <span className="bank-card-edit">
          {t('money.card.edit')} <RightOutline />
        </span>
      </span>
      <span className="bank-card-kind">{card.country === 'MX' ? 'CLABE' : card.abaRouting ? 'ABA' : card.swiftCode ? 'SWIFT' : ''}</span>
    </button>
  );
}
