import type { ReactNode } from 'react';
import { useT } from '../i18n.ts';
import { Modal } from './ui.tsx';

/** A decision's confirmation (issue 30.5): what the click will do, in words, before it is done. */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  onConfirm,
  onClose,
  busy,
  testId,
}: {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  onClose: () => void;
  busy: boolean;
  testId: string;
}) {
  const { t } = useT();
  return (
    <Modal
      title={title}
      onClose={onClose}
      testId={testId}
      footer={
        <>
          <button type="button" className="btn" onClick={onClose}>
            {t('common.cancel')}
          </button>
          <button type="button" className="btn btn-primary" disabled={busy} onClick={onConfirm} data-testid={`${testId}-confirm`}>
            {confirmLabel}
          </button>
        </>
      }
    >
      {children}
    </Modal>
  );
}
