import { useTranslation } from 'react-i18next';
import { PageShell } from '../components/PageShell.tsx';
import type { PageProps } from '../screens/types.ts';
import { ComingSoon } from './ComingSoon.tsx';

/** A registered route whose screen has not been built yet: its title, a back button, and an honest note. */
export function Placeholder({ route }: PageProps) {
  const { t } = useTranslation();
  return (
    <PageShell title={t(`nav.title.${route.title}`)} noBack={route.tab !== undefined}>
      <ComingSoon route={route} />
    </PageShell>
  );
}
