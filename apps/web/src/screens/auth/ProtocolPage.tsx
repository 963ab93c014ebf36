import { useTranslation } from 'react-i18next';
import { PageShell } from '../../components/PageShell.tsx';
import type { PageProps } from '../types.ts';
import { AgreementText } from './parts.tsx';

/** The user agreement, in the current language. */
export function ProtocolPage({ route }: PageProps) {
  const { t } = useTranslation();
  return (
    <PageShell title={t(`nav.title.${route.title}`)}>
      <div className="protocol-page">
        <AgreementText />
      </div>
    </PageShell>
  );
}
