import 'antd-mobile/es/components/nav-bar/nav-bar.css';
import { LeftOutline } from 'antd-mobile-icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNav } from '../shell/nav.ts';

/**
 * A pushed page: a top bar (60px, 15px edges) with back and the localized title, then content.
 * antd-mobile's NavBar look, with accessible markup: the back control is a named <button>
 * (NavBar's is an unnamed div with role=button, present even without back) and the title is
 * the page's one <h1>.
 */
export function PageShell({ title, right, children, noBack }: { title: string; right?: ReactNode; children: ReactNode; noBack?: boolean }) {
  const nav = useNav();
  const { t } = useTranslation();
  return (
    <div className="page">
      <header className="adm-nav-bar top-bar" data-testid="page-navbar">
        <div className="adm-nav-bar-left">
          {noBack ? null : (
            <button type="button" className="adm-nav-bar-back" onClick={nav.back} data-testid="page-back">
              <span className="adm-nav-bar-back-arrow" aria-hidden="true">
                <LeftOutline />
              </span>
              <span>{t('common.back')}</span>
            </button>
          )}
        </div>
        <div className="adm-nav-bar-title">
          <h1 className="page-title" data-testid="page-title">
            {title}
          </h1>
        </div>
        <div className="adm-nav-bar-right">{right}</div>
      </header>
      <div className="page-body">{children}</div>
    </div>
  );
}
