import { tradingApi, type OrderInput, type OrderPreview } from '@app/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { ApiError, call } from '../../../../api/client.ts';
import { FIELD_ERRORS } from '../../../../components/trade/errors.tsx';

/** The all-in cost, from the server, as the order changes (debounced) and as the price moves. */
export function useOrderPreview(body: OrderInput, valid: boolean, marketClosed: boolean) {
  const [debounced, setDebounced] = useState(body);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(body), 250);
    return () => clearTimeout(timer);
  }, [body]);
  const preview = useQuery({
    queryKey: ['trade', 'preview', debounced],
    queryFn: ({ signal }) => call(tradingApi.preview, { body: debounced }, { signal }),
    enabled: valid,
    placeholderData: keepPreviousData,
    staleTime: 0,
    refetchInterval: marketClosed ? false : 3_000,
    retry: false,
  });
  const previewError = preview.error instanceof ApiError ? preview.error : undefined;
  const fieldOfPreviewError = previewError?.errorCode ? FIELD_ERRORS[previewError.errorCode] : undefined;
  const p: OrderPreview | undefined = valid ? preview.data : undefined;
  return { preview, p, previewError, fieldOfPreviewError };
}
