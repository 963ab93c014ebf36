import { accessKeysApi, BLOCK_EXPERIENCE, blocktradeApi, ERROR_CODES, type BlockAuthority, type BlockExperience, type BlockOffer } from '@app/contracts';
import { Button, Checkbox, Tabs, Toast } from 'antd-mobile';
import { useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, call } from '../../api/client.ts';
import { PayPasswordSheet } from '../../components/money/PayPasswordSheet.tsx';
import { PageShell } from '../../components/PageShell.tsx';
import { DelayedLoading, Empty, LoadError } from '../../components/states.tsx';
import { RuleCard } from '../../components/terms/RuleCard.tsx';
import { useTradeErrors } from '../../components/trade/errors.tsx';
import { AttemptKeys } from '../../components/trade/idempotency.ts';
import { SimulatedTag } from '../../components/Trend.tsx';
import { formatDate } from '../../lib/format.ts';
import { useNav } from '../../shell/nav.ts';
import { useSession } from '../../state/session.ts';
import { LoginRequired } from '../setting/LoginRequired.tsx';
import type { PageProps } from '../types.ts';
import { Line, money, MyBlocks, shares } from './MyBlocks.tsx';
import { invalidateBlocktrade, useAuthority, useBlockPreview, useOffers } from './queries.ts';
import './blocktrade.css';

const ROUTE = '/pages/product/blocktrade';

// money, shares, Line and the user's blocks: MyBlocks.tsx (the trade tab shows the blocks too).

// ---- authority --------------------------------------------------------------------------------

function ApplyForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const [experience, setExperience] = useState<BlockExperience>();
  const [accepted, setAccepted] = useState(false);
  const [busy, setBusy] = useState(false);
  const showError = useTradeErrors();
  return (
    <div className="block-apply" data-testid="block-apply-form">
      <div className="block-label">{t('blocktrade.authority.experience')}</div>
      <div className="block-choices">
        {BLOCK_EXPERIENCE.map((e) => (
          <button key={e} type="button" className={`block-choice${experience === e ? ' active' : ''}`} data-testid={`block-exp-${e}`} aria-pressed={experience === e} onClick={() => setExperience(e)}>
            {t(`blocktrade.authority.exp.${e}`)}
          </button>
        ))}
      </div>
      <p className="block-risk" data-testid="block-risk-text">
        {t('blocktrade.authority.risk')}
      </p>
      <Checkbox checked={accepted} onChange={setAccepted} data-testid="block-risk-accept">
        {t('blocktrade.authority.accept')}
      </Checkbox>
      <Button
        block
        color="primary"
        disabled={!experience || !accepted || busy}
        loading={busy}
        data-testid="block-apply"
        onClick={async () => {
          setBusy(true);
          try {
            await call(blocktradeApi.apply, { body: { experience: experience!, riskAccepted: true } });
            Toast.show({ content: t('blocktrade.authority.applied') });
            onDone();
          } catch (error) {
            showError(error);
          } finally {
            setBusy(false);
          }
        }}
      >
        {t('blocktrade.authority.apply')}
      </Button>
    </div>
  );
}

function AuthorityCard({ authority, onChange }: { authority: BlockAuthority; onChange: () => void }) {
  const { t } = useTranslation();
  const [applying, setApplying] = useState(false);
  const text =
    authority.status === 'refused'
      ? t('blocktrade.authority.refused', { reason: authority.reason ?? '—' })
      : t(`blocktrade.authority.${authority.status === 'not_opened' ? 'notOpened' : authority.status === 'under_review' ? 'underReview' : 'opened'}`);
  return (
    <section className="block-card block-authority" data-testid="block-authority">
      <div className="block-card-head">
        <strong>{t('blocktrade.authority.title')}</strong>
        <span className={`block-badge ${authority.status}`} data-testid="block-authority-status" data-status={authority.status}>
          {t(`blocktrade.authority.status.${authority.status}`)}
        </span>
      </div>
      <p className="block-note">{text}</p>
      {authority.canApply && !applying ? (
        <Button block fill="outline" color="primary" data-testid="block-apply-open" onClick={() => setApplying(true)}>
          {t('blocktrade.authority.apply')}
        </Button>
      ) : null}
      {authority.canApply && applying ? (
        <ApplyForm
          onDone={() => {
            setApplying(false);
            onChange();
          }}
        />
      ) : null}
    </section>
  );
}

// ---- offers -----------------------------------------------------------------------------------

function OfferCard({ offer }: { offer: BlockOffer }) {
  const { t } = useTranslation();
  const nav = useNav();
  return (
    <button type="button" className="block-card block-offer" data-testid={`block-offer-${offer.code}`} disabled={!offer.open} onClick={() => nav.go(ROUTE, { offer: String(offer.id) })}>
      <div className="block-card-head">
        <div>
          <div className="block-code">{offer.code}</div>
          <div className="block-name">{offer.name}</div>
        </div>
        <div className="block-price">
          <span className="num" data-testid={`block-offer-price-${offer.code}`}>
            {money(offer.price, offer.currency)}
          </span>
          <small>{t('blocktrade.offer.discount', { percent: offer.discountPercent })}</small>
        </div>
      </div>
      <Line label={t('blocktrade.offer.reference')} value={money(offer.referencePrice, offer.currency)} />
      <Line label={t('blocktrade.offer.min')} value={t('blocktrade.offer.shares', { n: shares(offer.minQuantity) })} />
      <Line label={t('blocktrade.offer.available')} value={t('blocktrade.offer.shares', { n: shares(offer.available) })} />
      <Line label={t('blocktrade.offer.lockup')} value={offer.lockupDays > 0 ? t('blocktrade.offer.lockDays', { days: offer.lockupDays }) : t('blocktrade.offer.noLockup')} />
      <div className="block-card-foot">
        <span>
          {t('blocktrade.offer.ends')} {formatDate(offer.endsAt)}
        </span>
        <span className="block-go">{t('blocktrade.offer.trade')}</span>
      </div>
    </button>
  );
}

function OfferList() {
  const { t } = useTranslation();
  const offers = useOffers();
  if (offers.isPending) return <DelayedLoading />;
  if (offers.isError) return <LoadError onRetry={() => void offers.refetch()} />;
  if (offers.data.list.length === 0) return <Empty text={t('blocktrade.offer.none')} />;
  return (
    <div className="block-list" data-testid="block-offers">
      {offers.data.list.map((offer) => (
        <OfferCard key={offer.id} offer={offer} />
      ))}
    </div>
  );
}

// ---- the order sheet --------------------------------------------------------------------------

function OrderSheet({ offerId, authority }: { offerId: number; authority: BlockAuthority }) {
  const { t } = useTranslation();
  const nav = useNav();
  const showError = useTradeErrors();
  const offers = useOffers();
  const offer = offers.data?.list.find((o) => o.id === offerId);
  const [text, setText] = useState('');
  const [secret, setSecret] = useState('');
  const [keyState, setKeyState] = useState<{ ok: boolean; message: string }>();
  const [paying, setPaying] = useState(false);
  const keys = useRef(new AttemptKeys());
  const quantity = /^\d{1,9}$/.test(text) ? Number(text) : text === '' ? (offer?.minQuantity ?? 0) : 0;
  const preview = useBlockPreview(offerId, quantity, Boolean(offer && quantity > 0));
  const needsKey = authority.status !== 'opened';

  if (offers.isPending) return <DelayedLoading />;
  if (offers.isError) return <LoadError onRetry={() => void offers.refetch()} />;
  if (!offer) return <Empty text={t('blocktrade.order.notFound')} />;
  const p = preview.data;
  const previewError = preview.error instanceof ApiError ? preview.error.message : undefined;
  const c = offer.currency;
  return (
    <div className="block-page" data-testid="block-order">
      <div className="block-card static">
        <div className="block-card-head">
          <div>
            <div className="block-code">{offer.code}</div>
            <div className="block-name">{offer.name}</div>
          </div>
          <div className="block-price">
            <span className="num">{money(offer.price, c)}</span>
            <small>{t('blocktrade.offer.discount', { percent: offer.discountPercent })}</small>
          </div>
        </div>
        <Line label={t('blocktrade.offer.last')} value={money(offer.lastPrice, c)} />
        <Line label={t('blocktrade.offer.vwap')} value={money(offer.vwap, c)} />
        <Line label={t('blocktrade.offer.reference')} value={money(offer.referencePrice, c)} />
      </div>
      <label className="block-field">
        <span>{t('blocktrade.order.quantity')}</span>
        <input inputMode="numeric" data-testid="block-quantity" value={text === '' ? String(offer.minQuantity) : text} onChange={(e) => setText(e.target.value.replace(/\D/g, '').slice(0, 9))} />
        <small>{t('blocktrade.order.quantityHint', { min: shares(offer.minQuantity), available: shares(offer.available) })}</small>
      </label>
      {previewError ? (
        <div className="block-error" data-testid="block-preview-error">
          {previewError}
        </div>
      ) : null}
      {p ? (
        <section className="block-card static" data-testid="block-cost">
          <Line label={t('blocktrade.order.price')} value={money(p.price, c)} testId="block-price" />
          <Line label={t('blocktrade.order.amount')} value={money(p.amount, c)} />
          <Line label={t('blocktrade.order.fee')} value={money(p.fee, c)} testId="block-fee" />
          <Line label={t('blocktrade.order.iva')} value={money(p.iva, c)} />
          <Line label={t('blocktrade.order.total')} value={money(p.total, c)} testId="block-total" strong />
          <Line label={t('blocktrade.order.available', { wallet: t(`money.wallets.${p.wallet}`) })} value={money(p.available, c)} />
          <Line label={p.lockedUntil ? t('blocktrade.order.lockedUntil') : t('blocktrade.order.noLock')} value={p.lockedUntil ? formatDate(p.lockedUntil) : ''} testId="block-lock" />
        </section>
      ) : null}
      {needsKey ? (
        <div className="block-field" data-testid="block-key-box">
          <span>{t('blocktrade.order.key')}</span>
          <small>{t('blocktrade.order.keyHint')}</small>
          <div className="block-key-row">
            <input
              data-testid="block-key"
              autoCapitalize="characters"
              value={secret}
              onChange={(e) => {
                setSecret(e.target.value);
                setKeyState(undefined);
              }}
            />
            <Button
              size="middle"
              disabled={secret.trim() === ''}
              data-testid="block-key-check"
              onClick={async () => {
                try {
                  const res = await call(accessKeysApi.checkBlockTrade, { body: { secret: secret.trim(), productId: String(offerId) } });
                  setKeyState({ ok: res.valid, message: res.valid ? t('blocktrade.order.keyOk') : res.message });
                } catch (error) {
                  if (error instanceof ApiError && error.errorCode === ERROR_CODES.ACCESS_KEY_LOCKED) setKeyState({ ok: false, message: error.message });
                  else showError(error);
                }
              }}
            >
              {t('blocktrade.order.keyCheck')}
            </Button>
          </div>
          {keyState ? (
            <small className={keyState.ok ? 'block-ok' : 'block-error'} data-testid="block-key-result">
              {keyState.message}
            </small>
          ) : null}
        </div>
      ) : null}
      <RuleCard product="blocktrade" testId="block-rule" />
      <RuleCard product="trading" item={offer.market} testId="block-fee-rule" />
      <Button block color="primary" size="large" disabled={!p || preview.isError || preview.isFetching || (needsKey && secret.trim() === '')} data-testid="block-confirm" onClick={() => setPaying(true)}>
        {t('blocktrade.order.confirm')}
      </Button>
      {needsKey && secret.trim() === '' ? <p className="block-note">{t('blocktrade.order.needAuthority')}</p> : null}
      <PayPasswordSheet
        visible={paying}
        summary={p ? `${offer.code} × ${shares(p.quantity)} · ${money(p.total, c)}` : undefined}
        onClose={() => setPaying(false)}
        onError={(error) => {
          showError(error);
          void preview.refetch();
        }}
        onSubmit={async (payPassword) => {
          const request = { offerId, quantity, termsVersionId: p!.rule.versionId, ...(needsKey ? { secret: secret.trim() } : {}) };
          const key = keys.current.keyFor(request);
          await call(blocktradeApi.create, { body: { ...request, payPassword, idempotencyKey: key } });
          keys.current.reset();
          setPaying(false);
          await invalidateBlocktrade();
          Toast.show({ content: t('blocktrade.order.done') });
          nav.go(ROUTE, { tab: 'mine' });
        }}
      />
    </div>
  );
}

// ---- the page ---------------------------------------------------------------------------------

export function BlocktradePage({ query }: PageProps) {
  const { t } = useTranslation();
  const { token } = useSession();
  const nav = useNav();
  const authority = useAuthority(Boolean(token));
  const offerId = Number(query.offer);
  const tab = query.tab === 'mine' ? 'mine' : 'offers';

  let body: ReactNode;
  if (!token) {
    body = (
      <>
        <OfferList />
        <LoginRequired text={t('blocktrade.guest')} />
      </>
    );
  } else if (authority.isPending) body = <DelayedLoading />;
  else if (authority.isError) body = <LoadError onRetry={() => void authority.refetch()} />;
  else if (offerId > 0) body = <OrderSheet offerId={offerId} authority={authority.data} />;
  else
    body = (
      <>
        <AuthorityCard authority={authority.data} onChange={() => void authority.refetch()} />
        <Tabs activeKey={tab} onChange={(key) => nav.go(ROUTE, key === 'mine' ? { tab: 'mine' } : {})} data-testid="block-tabs">
          <Tabs.Tab title={t('blocktrade.tabs.offers')} key="offers" />
          <Tabs.Tab title={t('blocktrade.tabs.mine')} key="mine" />
        </Tabs>
        {tab === 'mine' ? <MyBlocks /> : <OfferList />}
      </>
    );
  return (
    <PageShell title={offerId > 0 ? t('blocktrade.order.title') : t('blocktrade.title')} right={<SimulatedTag label={t('blocktrade.simulated')} />}>
      {offerId > 0 ? null : <p className="block-intro">{t('blocktrade.intro')}</p>}
      {body}
    </PageShell>
  );
}
