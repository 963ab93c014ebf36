import { Toast } from 'antd-mobile';
import { FileOutline } from 'antd-mobile-icons';
import { useTranslation } from 'react-i18next';

/** Copies text, also where the async clipboard is missing (plain http, old webviews). */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard && window.isSecureContext) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // fall through to the textarea way
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
  }
}

export function useCopy() {
  const { t } = useTranslation();
  return async (text: string) => {
    const ok = await copyText(text);
    Toast.show({ icon: ok ? 'success' : 'fail', content: t(ok ? 'money.copied' : 'money.copyFailed'), duration: 1500 });
  };
}

/** One line of details with a copy button: "CLABE  6461 8015 6400 0000 03  [copy]". */
export function CopyField({ label, value, display, testId, mono }: { label: string; value: string; display?: string; testId: string; mono?: boolean }) {
  const { t } = useTranslation();
  const copy = useCopy();
  return (
    <div className="copy-field" data-testid={testId}>
      <div className="copy-field-text">
        <span className="copy-field-label">{label}</span>
        <span className={`copy-field-value${mono ? ' mono' : ''}`} data-testid={`${testId}-value`}>
          {display ?? value}
        </span>
      </div>
      <button type="button" className="copy-button" onClick={() => void copy(value)} aria-label={`${t('money.copy')} ${label}`} data-testid={`${testId}-copy`}>
        <FileOutline /> {t('money.copy')}
      </button>
    </div>
  );
}
