import NavBar from 'antd-mobile/es/components/nav-bar';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNav } from '../shell/nav.ts';

/** A pushed page: a top bar (60px, 15px edges) with back and the localized title, then content. */
export function PageShell({ title, right, children, noBack }: { title: string; right?: ReactNode; children: ReactNode; noBack?: boolean }) {
  const nav = useNav();
  const { t } = useTranslation();
  return (
    <div className="page">
      <NavBar
        className="top-bar"
        back={noBack ? null : t('common.back')}
        backIcon={!noBack}
        onBack={nav.back}
        right={right}
        data-testid="page-navbar"
      >
        <span data-testid="page-title">{title}</span>
      </NavBar>
      <div className="page-body">{children}</div>
    </div>
  );
}
