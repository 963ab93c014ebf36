import { useTranslation } from 'react-i18next';
import { PageShell } from '../../components/PageShell.tsx';
import type { PageProps } from '../types.ts';
import { MarketList } from './MarketList.tsx';

/** /pages/hkstock/index: the Hong Kong market (Hang Seng members with board lots). */
export function HkMarketPage({ route }: PageProps) {
  const { t } = useTranslation();
  return (
    <PageShell title={t(`nav.title.${route.title}`)}>
      <MarketList segment="HK_ALL" />
    </PageShell>
  );
}
