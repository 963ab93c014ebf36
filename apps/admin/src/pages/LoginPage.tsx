import { adminApi, LOCALES, type Locale } from '@app/contracts';
import { useState, type FormEvent } from 'react';
import { adminCall, queryClient } from '../api.ts';
import { errorText } from '../components/ui.tsx';
import { setLocale, useT } from '../i18n.ts';
import { operatorSession } from '../session.ts';

export function LoginPage() {
  const { t, locale } = useT();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(undefined);
    try {
      const session = await adminCall(adminApi.login, { body: { username: username.trim(), password } });
      queryClient.clear();
      operatorSession.set(session.token, session.operator);
    } catch (err) {
      setError(errorText(err, t('common.networkError')));
    } finally {
      setBusy(false);
    }
  }

  return (
    <main className="login-screen">
      <form className="login-card" onSubmit={(e) => void submit(e)} data-testid="admin-login-form">
        <div className="login-brand">
          <span className="brand-mark">B</span>
          <span>
            <strong>{t('brand')}</strong> · {t('console')}
          </span>
        </div>
        <h1>{t('login.title')}</h1>
        <p className="muted">{t('login.subtitle')}</p>
        <label className="field">
          <span>{t('login.username')}</span>
          <input value={username} onChange={(e) => setUsername(e.target.value)} autoComplete="username" required maxLength={40} autoFocus data-testid="admin-username" />
        </label>
        <label className="field">
          <span>{t('login.password')}</span>
          <input type="password" value={password} onChange={(e) => setPassword(e.target.value)} autoComplete="current-password" required maxLength={40} data-testid="admin-password" />
        </label>
        {error && (
          <div className="form-error" role="alert" data-testid="admin-login-error">
            {error}
          </div>
        )}
        <button type="submit" className="btn btn-primary btn-block" disabled={busy} data-testid="admin-login-submit">
          {t('login.submit')}
        </button>
        <div className="login-foot">
          <span className="muted small">{t('login.demo')}</span>
          <select value={locale} onChange={(e) => setLocale(e.target.value as Locale)} aria-label={t('header.language')} data-testid="admin-login-language">
            {LOCALES.map((code) => (
              <option key={code} value={code}>
                {LANGUAGE_NAMES[code]}
              </option>
            ))}
          </select>
        </div>
      </form>
    </main>
  );
}

export const LANGUAGE_NAMES: Record<Locale, string> = { es: 'Español', en: 'English', zh: '简体中文' };
