import { ERROR_CODES, UPLOAD_MAX_MB } from '@app/contracts';
import { SpinLoading, Toast } from 'antd-mobile';
import { CameraOutline, CloseCircleFill, UploadOutline } from 'antd-mobile-icons';
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client.ts';
import { AuthImage } from './AuthImage.tsx';
import { compressImage, isImageType, isTooLarge, uploadImage } from './upload.ts';
import './upload.css';

type Phase = { kind: 'idle' } | { kind: 'uploading' } | { kind: 'done' } | { kind: 'error'; message: string };

export interface ImageUploadProps {
  /** The uploaded image's url (/web/file/...), when there is one. */
  value?: string;
  onChange?: (url: string | undefined) => void;
  label: string;
  testId: string;
  /** Size limit in MB (the spec's default is 5). */
  maxMb?: number;
  disabled?: boolean;
}

/**
 * One image from the album or camera: checked (image type, size), compressed, uploaded,
 * then shown from the server with the Authorization header. Failures read "Upload Fail"
 * (or the size message) and a tap retries.
 */
export function ImageUpload({ value, onChange, label, testId, maxMb = UPLOAD_MAX_MB, disabled }: ImageUploadProps) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [phase, setPhase] = useState<Phase>({ kind: value ? 'done' : 'idle' });
  const [preview, setPreview] = useState<string>();

  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const fail = (message: string) => {
    setPhase({ kind: 'error', message });
    Toast.show({ icon: 'fail', content: message, duration: 2000 });
  };

  async function onPick(event: ChangeEvent<HTMLInputElement>) {
    const picked = event.target.files?.[0];
    event.target.value = '';
    if (!picked) return;
    if (!isImageType(picked.type)) return fail(t('kyc.upload.notImage'));
    setPhase({ kind: 'uploading' });
    setPreview(URL.createObjectURL(picked));
    const file = await compressImage(picked);
    if (isTooLarge(file.size, maxMb)) {
      onChange?.(undefined);
      return fail(t('common.sizeExceeded', { limit: maxMb }));
    }
    try {
      const url = await uploadImage(file);
      setPhase({ kind: 'done' });
      onChange?.(url);
    } catch (error) {
      onChange?.(undefined);
      const tooLarge = error instanceof ApiError && (error.code === 413 || error.errorCode === ERROR_CODES.PAYLOAD_TOO_LARGE);
      fail(tooLarge ? t('common.sizeExceeded', { limit: maxMb }) : t('common.uploadFail'));
    }
  }

  const clear = () => {
    setPreview(undefined);
    setPhase({ kind: 'idle' });
    onChange?.(undefined);
  };

  const hasImage = Boolean(value || preview);
  return (
    <div className={`image-upload phase-${phase.kind}`} data-testid={testId} data-state={phase.kind}>
      <button type="button" className="image-upload-tile" disabled={disabled || phase.kind === 'uploading'} onClick={() => input.current?.click()} data-testid={`${testId}-pick`}>
        <span className="visually-hidden">{label}</span>
        {hasImage ? (
          <AuthImage url={phase.kind === 'uploading' ? undefined : value} placeholder={preview} alt={label} className="image-upload-img" testId={`${testId}-image`} />
        ) : (
          <span className="image-upload-empty">
            <CameraOutline fontSize={30} />
            <span>{t('kyc.upload.tap')}</span>
          </span>
        )}
        {phase.kind === 'uploading' && (
          <span className="image-upload-overlay">
            <SpinLoading color="white" style={{ '--size': '28px' }} />
            <span>{t('kyc.upload.uploading')}</span>
          </span>
        )}
        {phase.kind === 'done' && hasImage && (
          <span className="image-upload-replace">
            <UploadOutline /> {t('kyc.upload.replace')}
          </span>
        )}
      </button>
      {phase.kind === 'done' && hasImage && !disabled && (
        <button type="button" className="image-upload-clear" onClick={clear} aria-label={t('common.cancel')} data-testid={`${testId}-clear`}>
          <CloseCircleFill fontSize={20} />
        </button>
      )}
      <div className="image-upload-label">{label}</div>
      {phase.kind === 'error' && (
        <div className="image-upload-error" role="alert" data-testid={`${testId}-error`}>
          {phase.message} · {t('kyc.upload.retry')}
        </div>
      )}
      <input ref={input} type="file" accept="image/jpeg,image/png,image/webp,image/gif" hidden onChange={(e) => void onPick(e)} data-testid={`${testId}-input`} />
    </div>
  );
}
