import { LOCALES, rolesAllow, termsApi, type Locale, type TermsProductView, type TermsVersionView } from '@app/contracts';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { adminCall, queryClient } from '../../api.ts';
import { Badge, Empty, errorText, LoadFailed, Loading, notify, PageHeader, Pager } from '../../components/ui.tsx';
import { formatDateTime } from '../../format.ts';
import { useT } from '../../i18n.ts';
import { navigate, type AdminRoute } from '../../router.ts';
import { useOperatorSession } from '../../session.ts';
import './terms.css';

const PAGE_SIZE = 20;
/** Versions seeded at start-up are in effect since the epoch. */
const SINCE_EVER = Date.UTC(2000, 0, 1);

export const termsKeys = {
  all: ['admin', 'terms'] as const,
  products: () => [...termsKeys.all, 'products'] as const,
  versions: (product: string, item: string, page: number) => [...termsKeys.all, 'versions', product, item, page] as const,
};

type Texts = Record<Locale, string>;

/** The datetime-local value of a time in the browser's zone, and back. */
const toLocalInput = (ms: number) => {
  const d = new Date(ms - new Date(ms).getTimezoneOffset() * 60_000);
  return d.toISOString().slice(0, 16);
};

/**
 * Product rules (#/terms?product=&item=): each product's version in effect, a form that
 * publishes a new version (admins; the terms as JSON checked by the product's schema on
 * the server, the rule text in es/en/zh), and the version history.
 */
export function TermsPage({ route }: { route: AdminRoute }) {
  const { t } = useT();
  const products = useQuery({
    queryKey: termsKeys.products(),
    queryFn: ({ signal }) => adminCall(termsApi.adminProducts, {}, {}, signal),
  });
  // The page's title (its <h1>) shows while its data loads or fails, as on every other state.
  if (!products.data) {
    return (
      <>
        <PageHeader title={t('terms.title')} subtitle={t('terms.subtitle')} />
        {products.isError ? <LoadFailed error={products.error} onRetry={() => void products.refetch()} /> : <Loading />}
      </>
    );
  }
  const list = products.data.list;
  const product = list.find((p) => p.product === route.query.product) ?? list[0];
  if (!product) {
    return (
      <>
        <PageHeader title={t('terms.title')} subtitle={t('terms.subtitle')} />
        <section className="card">
          <Empty />
        </section>
      </>
    );
  }
  const item = product.items.find((i) => i.item === route.query.item) ?? product.items[0]!;
  const pageNum = Math.max(1, Number(route.query.page) || 1);
  return (
    <>
      <PageHeader title={t('terms.title')} subtitle={t('terms.subtitle')} />
      <div className="toolbar">
        <label className="inline-field">
          {t('terms.product')}
          <select value={product.product} onChange={(e) => navigate('terms', undefined, { product: e.target.value })} data-testid="terms-product">
            {list.map((p) => (
              <option key={p.product} value={p.product}>
                {p.product}
              </option>
            ))}
          </select>
        </label>
        {product.items.length > 1 || product.items[0]?.item ? (
          <label className="inline-field">
            {t('terms.item')}
            <select value={item.item} onChange={(e) => navigate('terms', undefined, { product: product.product, item: e.target.value })} data-testid="terms-item">
              {product.items.map((i) => (
                <option key={i.item} value={i.item}>
                  {i.item}
                </option>
              ))}
            </select>
          </label>
        ) : null}
      </div>
      <p className="muted small">{product.description}</p>
      <CurrentVersion item={item} />
      <PublishForm key={`${product.product}/${item.item}/${item.current?.id ?? 0}`} product={product} item={item} />
      <History product={product.product} item={item.item} pageNum={pageNum} />
    </>
  );
}

function CurrentVersion({ item }: { item: TermsProductView['items'][number] }) {
  const { t, locale } = useT();
  const current = item.current;
  return (
    <section className="card narrow terms-current" data-testid="terms-current">
      <h2 className="card-title">
        {t('terms.current')}
        {current && <Badge tone="good">{t('terms.version', { version: current.version })}</Badge>}
        {item.pending > 0 && <Badge tone="warn">{t('terms.pending', { count: item.pending })}</Badge>}
      </h2>
      {!current ? (
        <p className="muted">{t('terms.none')}</p>
      ) : (
        <>
          <p className="terms-text" data-testid="terms-current-text">
            {current.rendered[locale]}
          </p>
          <p className="muted small">
            {current.effectiveFrom > SINCE_EVER ? t('terms.since', { date: formatDateTime(current.effectiveFrom) }) : t('terms.always')} · {t('terms.by', { name: current.createdBy })}
          </p>
        </>
      )}
    </section>
  );
}

function PublishForm({ product, item }: { product: TermsProductView; item: TermsProductView['items'][number] }) {
  const { t } = useT();
  const { operator } = useOperatorSession();
  const canPublish = rolesAllow(operator?.roles ?? [], termsApi.adminPublish.roles);
  const current = item.current;
  const [json, setJson] = useState(() => JSON.stringify(current?.terms ?? {}, null, 2));
  const [text, setText] = useState<Texts>(() => current?.text ?? { es: '', en: '', zh: '' });
  const [effectiveFrom, setEffectiveFrom] = useState('');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string>();
  useEffect(() => setError(undefined), [json, text]);

  const publish = useMutation({
    mutationFn: (terms: Record<string, unknown>) =>
      adminCall(termsApi.adminPublish, {
        body: {
          product: product.product,
          item: item.item,
          terms,
          text,
          ...(effectiveFrom ? { effectiveFrom: new Date(effectiveFrom).getTime() } : {}),
          ...(note.trim() ? { note: note.trim() } : {}),
        },
      }),
    onSuccess: (version: TermsVersionView) => {
      notify(t('terms.published', { version: version.version }));
      setNote('');
      setEffectiveFrom('');
      void queryClient.invalidateQueries({ queryKey: termsKeys.all });
    },
    onError: (e) => setError(errorText(e, t('common.loadFailed'))),
  });

  if (!canPublish) return <p className="muted small">{t('terms.adminOnly')}</p>;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    let terms: unknown;
    try {
      terms = JSON.parse(json);
    } catch {
      return setError(t('terms.badJson'));
    }
    if (!terms || typeof terms !== 'object' || Array.isArray(terms)) return setError(t('terms.badJson'));
    if (!window.confirm(t('terms.confirm', { product: product.product, item: item.item }))) return;
    publish.mutate(terms as Record<string, unknown>);
  };

  return (
    <form className="card narrow terms-form" onSubmit={submit} data-testid="terms-form">
      <h2 className="card-title">{t('terms.publish')}</h2>
      <label className="field">
        {t('terms.numbers')}
        <textarea className="terms-json" rows={Math.min(18, json.split('\n').length + 1)} value={json} onChange={(e) => setJson(e.target.value)} spellCheck={false} data-testid="terms-json" />
      </label>
      {LOCALES.map((code) => (
        <label key={code} className="field">
          {t('terms.textIn', { lang: t(`terms.languages.${code}`) })}
          <textarea rows={5} value={text[code]} maxLength={4000} onChange={(e) => setText((v) => ({ ...v, [code]: e.target.value }))} data-testid={`terms-text-${code}`} />
        </label>
      ))}
      <p className="muted small">{t('terms.placeholdersHint')}</p>
      <div className="field-row">
        <label className="field">
          {t('terms.effectiveFrom')}
          <input type="datetime-local" value={effectiveFrom} min={toLocalInput(Date.now())} onChange={(e) => setEffectiveFrom(e.target.value)} data-testid="terms-effective" />
        </label>
        <label className="field">
          {t('terms.note')}
          <input value={note} maxLength={500} onChange={(e) => setNote(e.target.value)} data-testid="terms-note" />
        </label>
      </div>
      {error && (
        <div className="form-error" role="alert" data-testid="terms-error">
          {error}
        </div>
      )}
      <button type="submit" className="btn btn-primary" disabled={publish.isPending} data-testid="terms-publish">
        {t('terms.publish')}
      </button>
    </form>
  );
}

function History({ product, item, pageNum }: { product: string; item: string; pageNum: number }) {
  const { t, locale } = useT();
  const versions = useQuery({
    queryKey: termsKeys.versions(product, item, pageNum),
    queryFn: ({ signal }) => adminCall(termsApi.adminVersions, { query: { product, item, pageNum, pageSize: PAGE_SIZE } }, {}, signal),
    placeholderData: keepPreviousData,
  });
  return (
    <>
      <h2 className="card-subtitle">{t('terms.history')}</h2>
      <section className="card">
        {versions.isError && !versions.data ? (
          <LoadFailed error={versions.error} onRetry={() => void versions.refetch()} />
        ) : !versions.data ? (
          <Loading />
        ) : versions.data.list.length === 0 ? (
          <Empty />
        ) : (
          <>
            <table className="table" data-testid="terms-history">
              <thead>
                <tr>
                  <th>{t('terms.col.version')}</th>
                  <th>{t('terms.col.state')}</th>
                  <th>{t('terms.col.effective')}</th>
                  <th>{t('terms.col.text')}</th>
                  <th>{t('terms.col.by')}</th>
                  <th>{t('terms.col.note')}</th>
                </tr>
              </thead>
              <tbody>
                {versions.data.list.map((v) => (
                  <tr key={v.id} data-testid={`terms-version-${v.version}`}>
                    <td className="num">{v.version}</td>
                    <td>
                      {v.current ? (
                        <Badge tone="good">{t('terms.state.current')}</Badge>
                      ) : v.effectiveFrom > Date.now() ? (
                        <Badge tone="warn">{t('terms.state.scheduled')}</Badge>
                      ) : (
                        <Badge tone="neutral">{t('terms.state.past')}</Badge>
                      )}
                    </td>
                    <td className="nowrap num">{v.effectiveFrom > SINCE_EVER ? formatDateTime(v.effectiveFrom) : '—'}</td>
                    <td className="detail-cell terms-cell">{v.rendered[locale]}</td>
                    <td>{v.createdBy}</td>
                    <td>{v.note ?? '—'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <Pager pageNum={pageNum} pageSize={PAGE_SIZE} total={versions.data.total} onPage={(page) => navigate('terms', undefined, { product, item, page })} />
          </>
        )}
      </section>
    </>
  );
}
