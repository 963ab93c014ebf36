import { DotLoading } from 'antd-mobile';
import { PictureOutline } from 'antd-mobile-icons';
import { useEffect, useState } from 'react';
import { session } from '../../state/session.ts';

/**
 * Fetches a stored file with the Authorization header and shows it from a blob URL:
 * uploaded images are served only to their owner and to operators, so a bare
 * <img src> would be refused.
 */
export function useAuthorizedBlobUrl(url: string | undefined): { src?: string; failed: boolean } {
  const [state, setState] = useState<{ url?: string; src?: string; failed: boolean }>({ failed: false });
  useEffect(() => {
    if (!url) return;
    const controller = new AbortController();
    let objectUrl: string | undefined;
    const token = session.token();
    fetch(url, { headers: token ? { authorization: token } : {}, signal: controller.signal })
      .then((res) => (res.ok ? res.blob() : Promise.reject(new Error(`HTTP ${res.status}`))))
      .then((blob) => {
        objectUrl = URL.createObjectURL(blob);
        setState({ url, src: objectUrl, failed: false });
      })
      .catch(() => {
        if (!controller.signal.aborted) setState({ url, failed: true });
      });
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [url]);
  return state.url === url ? { src: state.src, failed: state.failed } : { failed: false };
}

export function AuthImage({ url, alt, placeholder, className, testId }: { url?: string; alt: string; placeholder?: string; className?: string; testId?: string }) {
  const { src, failed } = useAuthorizedBlobUrl(url);
  const shown = src ?? placeholder;
  if (shown) return <img className={className} src={shown} alt={alt} data-testid={testId} data-loaded={src ? 'true' : 'false'} />;
  return (
    <span className={`auth-image-missing ${className ?? ''}`} data-testid={testId}>
      {failed ? <PictureOutline fontSize={28} /> : <DotLoading />}
    </span>
  );
}
