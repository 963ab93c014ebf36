import { LEDGER_WALLETS, walletApi, type BillItem, type LedgerWallet } from '@app/contracts';
import { PullToRefresh, Tabs } from 'antd-mobile';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/client.ts';
import { formatCurrency, formatSignedCurrency } from '../../components/money/amount.ts';
import { MoneyPage } from '../../components/money/MoneyPage.tsx';
import { PagedBody, PAGE_SIZE, usePagedList } from '../../components/money/paging.tsx';
import { moneyKeys } from '../../components/money/queries.ts';
import { DepositList, TransferList, WithdrawalList } from '../../components/money/records.tsx';
import { useWalletName } from '../../components/money/WalletPicker.tsx';
import { formatDateTime } from '../../lib/format.ts';
import { HoldsCard } from '../../components/trade-confirmation/HoldsCard.tsx';
import { describeBillLine } from '../../components/trade-confirmation/lines.ts';
import { decimalsOf } from './bill-amount.ts';
import { TradeConfirmationSheet, useLineDeps } from '../../components/trade-confirmation/TradeConfirmationSheet.tsx';
import { useNav } from '../../shell/nav.ts';
import type { PageProps } from '../types.ts';
import '../../components/money/money.css';
import './transaction.css';

const TABS = ['statement', 'deposits', 'withdrawals', 'transfers'] as const;
type Tab = (typeof TABS)[number];
/** Statement kinds offered as filters (others show under "All"). */
const KINDS = ['deposit', 'withdrawal', 'transfer', 'trade', 'fee', 'tax', 'income'] as const;
const KIND_GLYPH: Record<string, string> = { deposit: '↓', withdrawal: '↑', transfer: '⇄', trade: '◆', fee: '%', tax: '%', income: '+', interest: '+', seed: '★', reversal: '↺', adjustment: '±', loan: '¤' };

/**
 * The money history: the statement (every posting with its running balance, by wallet and
 * kind) and the deposits, withdrawals and transfers with their review states. Query:
 * `tab` (statement | deposits | withdrawals | transfers), `wallet`, `kind`.
 */
export function TransactionPage({ route, query }: PageProps) {
  const { t } = useTranslation();
  const nav = useNav();
  const tab: Tab = (TABS as readonly string[]).includes(query.tab ?? '') ? (query.tab as Tab) : 'statement';
  return (
    <MoneyPage title={t(`nav.title.${route.title}`)}>
      <Tabs activeKey={tab} onChange={(key) => nav.replace(route.path, { tab: key })} className="history-tabs" data-testid="history-tabs">
        {TABS.map((key) => (
          <Tabs.Tab key={key} title={<span data-testid={`history-tab-${key}`}>{t(`money.history.tabs.${key}`)}</span>} />
        ))}
      </Tabs>
      <div className="money-page history-page">
        {tab === 'statement' && <Statement initialWallet={query.wallet} initialKind={query.kind} />}
        {tab === 'deposits' && <DepositList />}
        {tab === 'withdrawals' && <WithdrawalList />}
        {tab === 'transfers' && <TransferList />}
      </div>
    </MoneyPage>
  );
}

function Statement({ initialWallet, initialKind }: { initialWallet?: string; initialKind?: string }) {
  const { t } = useTranslation();
  const nav = useNav();
  const name = useWalletName();
  const [wallet, setWallet] = useState<LedgerWallet | undefined>((LEDGER_WALLETS as readonly string[]).includes(initialWallet ?? '') ? (initialWallet as LedgerWallet) : undefined);
  const [kind, setKind] = useState<string | undefined>((KINDS as readonly string[]).includes(initialKind ?? '') ? initialKind : undefined);
  const filter = { walletType: wallet, kind };
  const [confirmation, setConfirmation] = useState<number | undefined>();
  const list = usePagedList<BillItem>(moneyKeys.bill(filter), (pageNum, signal) =>
    call(walletApi.getWalletBill, { body: { pageNum, pageSize: PAGE_SIZE, ...(wallet ? { walletType: wallet } : {}), ...(kind ? { kind } : {}) } }, { signal }),
  );

  return (
    <>
      <HoldsCard />
      <button type="button" className="statement-documents-link" onClick={() => nav.go('/pages/documents/index')} data-testid="history-documents">
        {t('statement.documentsLink')} ›
      </button>
      {/* One compact row of two pickers instead of 17 chips (issue 12). */}
      <div className="statement-filter" data-testid="history-filter">
        <label className="statement-select">
          <span className="statement-select-label">{t('statement.walletFilter')}</span>
          <select value={wallet ?? ''} onChange={(e) => setWallet((e.target.value || undefined) as LedgerWallet | undefined)} data-testid="history-wallet">
            <option value="">{t('statement.allWallets')}</option>
            {LEDGER_WALLETS.map((w) => (
              <option key={w} value={w}>
                {name(w)}
              </option>
            ))}
          </select>
        </label>
        <label className="statement-select">
          <span className="statement-select-label">{t('statement.kindFilter')}</span>
          <select value={kind ?? ''} onChange={(e) => setKind(e.target.value || undefined)} data-testid="history-kind">
            <option value="">{t('statement.allKinds')}</option>
            {KINDS.map((k) => (
              <option key={k} value={k}>
                {t(`statement.kinds.${k}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      <PullToRefresh
        onRefresh={async () => void (await list.query.refetch())}
        pullingText={t('market.pullToRefresh')}
        canReleaseText={t('market.releaseToRefresh')}
        refreshingText={t('market.refreshing')}
        completeText={t('market.refreshed')}
      >
        <section className="money-card record-card">
          <PagedBody list={list} empty={t('money.history.empty')} testId="statement-list">
            {(items) => (
              <div className="record-list">
                {items.map((item, i) => {
                  // "DD/MM/YYYY" over each day's rows; the rows show the time.
                  const day = formatDateTime(item.createdAt).slice(0, 10);
                  const showDay = i === 0 || formatDateTime(items[i - 1]!.createdAt).slice(0, 10) !== day;
                  return (
                    <div key={item.id} className="bill-group">
                      {showDay && <div className="bill-day num">{day}</div>}
                      <BillRow item={item} walletName={name(item.walletType)} onConfirmation={setConfirmation} />
                    </div>
                  );
                })}
              </div>
            )}
          </PagedBody>
        </section>
      </PullToRefresh>
      <TradeConfirmationSheet orderId={confirmation} onClose={() => setConfirmation(undefined)} />
    </>
  );
}

function BillRow({ item, walletName, onConfirmation }: { item: BillItem; walletName: string; onConfirmation: (orderId: number) => void }) {
  const { t } = useTranslation();
  const deps = useLineDeps();
  // A product's own line ('energy', 'robot_rent'...) is named by its title alone: no generic "Movement" beside it.
  const kindLabel = t(`money.kinds.${item.kind}`, { defaultValue: t(`statement.kinds.${item.kind}`, { defaultValue: '' }) });
  const line = describeBillLine(item, deps);
  const opens = line.orderId !== undefined;
  return (
    <div
      className={`record bill-row${opens ? ' bill-opens' : ''}`}
      data-testid={`bill-${item.id}`}
      data-kind={item.kind}
      data-wallet={item.walletType}
      {...(opens ? { role: 'button', tabIndex: 0, title: t('statement.seeConfirmation'), onClick: () => onConfirmation(line.orderId!), onKeyDown: (e: { key: string }) => e.key === 'Enter' && onConfirmation(line.orderId!) } : {})}
    >
      <span className={`bill-kind kind-${item.kind}`} aria-hidden>
        {KIND_GLYPH[item.kind] ?? '•'}
      </span>
      <div className="record-main">
        <span className="record-title" data-testid={`bill-${item.id}-title`}>
          {line.title}
        </span>
        {line.detail && (
          <span className="record-sub bill-detail num" data-testid={`bill-${item.id}-detail`}>
            {line.detail}
          </span>
        )}
        {item.refText && (
          <span className="record-sub" data-testid={`bill-${item.id}-ref`}>
            {item.refText}
          </span>
        )}
        <span className="record-sub">
          {walletName} <span className="currency-chip">{item.currency}</span>
          {kindLabel && kindLabel.toLowerCase() !== line.title.toLowerCase() && ` · ${kindLabel}`}
        </span>
        <span className="record-sub num">{formatDateTime(item.createdAt).slice(11)}</span>
      </div>
      <div className="record-side">
        <span className={`record-amount num ${item.direction === 'in' ? 'amount-in' : 'amount-out'}`} data-testid={`bill-${item.id}-amount`}>
          {formatSignedCurrency(item.amount, item.currency, decimalsOf(item.amount))}
        </span>
        <span className="record-sub num">{t('money.history.balanceAfter', { amount: formatCurrency(item.balanceAfter, item.currency, decimalsOf(item.balanceAfter)) })}</span>
      </div>
    </div>
  );
}
