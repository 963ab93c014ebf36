import { Form, Toast } from 'antd-mobile';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, CancelledError } from '../../api/client.ts';
import { i18n } from '../../i18n/index.ts';
import type { Rule } from './rules.ts';

export type FormInstance = ReturnType<typeof Form.useForm>[0];

const TOAST_MS = 2000;

/** antd-mobile form rules from our pure rules, with messages from `<namespace>.<error>`. */
export function useFormRules(namespace = 'auth.errors') {
  const { t } = useTranslation();
  return useMemo(() => {
    const raise = (error: string | undefined) => {
      if (error) throw new Error(t(`${namespace}.${error}`));
    };
    return {
      of: (rule: Rule) => [{ validator: async (_: unknown, value: unknown) => raise(rule(value)) }],
      check: raise,
    };
  }, [t, namespace]);
}

/**
 * Shows a refused call the way the spec wants: the server's localized `msg` as a toast,
 * and under the field it names (`data.field`) when the form has that field. Network
 * errors and 401/403 were already announced by the API client; aborts are silent.
 */
export function showCallError(error: unknown, form?: FormInstance, fields: readonly string[] = []): void {
  if (error instanceof CancelledError) return;
  if (!(error instanceof ApiError)) {
    Toast.show({ content: i18n.t('common.networkError'), duration: TOAST_MS });
    return;
  }
  if (error.code === 0 || error.code === 401 || error.code === 403) return;
  const field = (error.data as { field?: string } | undefined)?.field;
  if (form && field && fields.includes(field)) form.setFields([{ name: field, errors: [error.message] }]);
  Toast.show({ content: error.message, duration: TOAST_MS });
}

export function toastOk(content: string): void {
  Toast.show({ icon: 'success', content, duration: TOAST_MS });
}
