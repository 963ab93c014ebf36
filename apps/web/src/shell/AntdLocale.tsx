import { ConfigProvider, setDefaultConfig } from 'antd-mobile/es/components/config-provider/config-provider';
import enUS from 'antd-mobile/es/locales/en-US';
import esES from 'antd-mobile/es/locales/es-ES';
import zhCN from 'antd-mobile/es/locales/zh-CN';
import type { Locale } from '@app/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

const ANTD_LOCALES = { es: esES, en: enUS, zh: zhCN } satisfies Record<Locale, typeof enUS>;

/**
 * antd-mobile's own texts (pull to refresh, pickers, dialogs) follow the app language;
 * left alone they default to Chinese. Imperative Toasts and Dialogs render outside the
 * tree, so the default config is set too.
 */
export function AntdLocale({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const locale = ANTD_LOCALES[(i18n.language as Locale) in ANTD_LOCALES ? (i18n.language as Locale) : 'es'];
  setDefaultConfig({ locale });
  return <ConfigProvider locale={locale}>{children}</ConfigProvider>;
}
