import { termsApi, type TermsRule } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../api/client.ts';
import { STALE } from '../../api/query-client.ts';
import { loadMessages } from '../../i18n/index.ts';
import { formatDateTime } from '../../lib/format.ts';
import './rule-card.css';

/** Query keys of published product terms; the rule text comes in the request language, so keys carry it. */
export const termsKeys = {
  all: ['terms'] as const,
  current: (product: string, item: string, lang: string) => ['terms', 'current', product, item, lang] as const,
};

/** The rule of a product (its published terms) in the user's language, refreshed every minute. */
export function useCurrentRule(product: string, item = '') {
  const lang = useTranslation().i18n.language;
  return useQuery({
    queryKey: termsKeys.current(product, item, lang),
    queryFn: ({ signal }) => call(termsApi.current, { query: { product, item } }, { signal }),
    staleTime: STALE.quotes * 12,
    refetchInterval: 60_000,
  });
}

/**
 * The card's texts (messages/terms.ts), loaded on first use: a product area that declares
 * its `texts` need not list them to show the card.
 */
function useTermsTexts(): boolean {
  const { i18n } = useTranslation();
  const [ready, setReady] = useState(() => i18n.exists('terms.rule.title'));
  useEffect(() => {
    if (!ready) void loadMessages(['terms']).then(() => setReady(true));
  }, [ready]);
  return ready;
}

/** Versions seeded at start-up are "in effect since ever" (the epoch): no date to show. */
const SINCE_EVER = Date.UTC(2000, 0, 1);

/**
 * Shows a product's current published rule before the user commits: the text (with the
 * numbers the server computes with), its version and since when it applies. Collapsed to
 * a few lines; tap to read it all. Renders nothing while loading or when the product has
 * no published rule (the order itself is still checked by the server).
 */
export function RuleCard({ product, item = '', timeZone, testId = 'rule-card' }: { product: string; item?: string; timeZone?: string; testId?: string }) {
  const { t } = useTranslation();
  const rule = useCurrentRule(product, item);
  const textsReady = useTermsTexts();
  const [open, setOpen] = useState(false);
  if (!rule.data || !textsReady) return null;
  return <RuleCardView rule={rule.data} open={open} onToggle={() => setOpen((v) => !v)} timeZone={timeZone} testId={testId} t={t} />;
}

function RuleCardView({
  rule,
  open,
  onToggle,
  timeZone,
  testId,
  t,
}: {
  rule: TermsRule;
  open: boolean;
  onToggle: () => void;
  timeZone: string | undefined;
  testId: string;
  t: (key: string, options?: Record<string, unknown>) => string;
}) {
  return (
    <section className={`rule-card${open ? ' is-open' : ''}`} data-testid={testId} data-version-id={rule.versionId}>
      <header className="rule-card-head">
        <span className="rule-card-title">{t('terms.rule.title')}</span>
        <span className="rule-card-version" data-testid={`${testId}-version`}>
          {t('terms.rule.version', { version: rule.version })}
        </span>
      </header>
      <p className="rule-card-text" data-testid={`${testId}-text`}>
        {rule.text}
      </p>
      <footer className="rule-card-foot">
        <span>{rule.effectiveFrom > SINCE_EVER ? t('terms.rule.since', { date: formatDateTime(rule.effectiveFrom, timeZone) }) : t('terms.rule.published')}</span>
        <button type="button" className="rule-card-toggle" onClick={onToggle} data-testid={`${testId}-toggle`} aria-expanded={open}>
          {open ? t('terms.rule.less') : t('terms.rule.more')}
        </button>
      </footer>
    </section>
  );
}
