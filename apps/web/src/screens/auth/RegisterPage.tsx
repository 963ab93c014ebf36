import { RightOutline, TeamOutline, UserOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';
import { PageShell } from '../../components/PageShell.tsx';
import { useNav } from '../../shell/nav.ts';
import type { PageProps } from '../types.ts';
import { AuthHero, AuthSwitch } from './parts.tsx';
import { invitationFromQuery } from './rules.ts';

/** Choose an individual or a company account (an invitation code travels along). */
export function RegisterPage({ route, query }: PageProps) {
  const { t } = useTranslation();
  const nav = useNav();
  const code = invitationFromQuery(query);
  const choices = [
    { key: 'individual', path: '/pages/auth/registerindividual', icon: <UserOutline />, title: t('auth.register.individual'), desc: t('auth.register.individualDesc') },
    { key: 'company', path: '/pages/auth/registercompany', icon: <TeamOutline />, title: t('auth.register.company'), desc: t('auth.register.companyDesc') },
  ];
  return (
    <PageShell title={t(`nav.title.${route.title}`)}>
      <div className="auth-page">
        <AuthHero title={t('auth.register.title')} subtitle={t('auth.register.subtitle')} />
        <div className="account-choices">
          {choices.map((choice) => (
            <button key={choice.key} type="button" className="account-choice" onClick={() => nav.go(choice.path, code ? { code } : undefined)} data-testid={`register-${choice.key}`}>
              <span className="account-choice-icon">{choice.icon}</span>
              <span className="account-choice-text">
                <strong>{choice.title}</strong>
                <span>{choice.desc}</span>
              </span>
              <RightOutline className="account-choice-arrow" />
            </button>
          ))}
        </div>
        <AuthSwitch text={t('auth.register.haveAccount')} action={t('auth.register.login')} onClick={() => nav.replace('/pages/auth/login')} testId="register-login" />
      </div>
    </PageShell>
  );
}
