import { isErrorCode, LANG_HEADER_BY_LOCALE, SUCCESS_CODE, type ErrorCode, type RouteBody, type RouteData, type RouteDef, type RouteQuery } from '@app/contracts';
import { QueryClient } from '@tanstack/react-query';
import { currentLocale } from './i18n.ts';
import { operatorSession } from './session.ts';

/** A refused call: the envelope's code, its localized msg, and the error details. */
export class AdminApiError extends Error {
  constructor(
    readonly code: number,
    msg: string,
    readonly data?: unknown,
  ) {
    super(msg);
    this.name = 'AdminApiError';
  }
  /** The envelope's `data.error` when it is a code declared in the contracts (match with ERROR_CODES). */
  get errorCode(): ErrorCode | undefined {
    const code = (this.data as { error?: unknown } | undefined)?.error;
    return isErrorCode(code) ? code : undefined;
  }
}

type Input<D extends RouteDef> = { query?: RouteQuery<D>; body?: RouteBody<D> };

const TIMEOUT_MS = 60_000;

/**
 * Calls one contract route with the operator token and returns its `data`. A 401 ends
 * the operator session (back to the login form); a 403 is a role refusal and is shown
 * where it happened, without logging out.
 */
export async function adminCall<D extends RouteDef>(def: D, input: Input<D> = {}, params: Record<string, string | number> = {}, signal?: AbortSignal): Promise<RouteData<D>> {
  let path = def.path;
  for (const [key, value] of Object.entries(params)) path = path.replace(`{${key}}`, encodeURIComponent(String(value)));
  const url = new URL(`/web${path}`, window.location.origin);
  for (const [key, value] of Object.entries((input.query ?? {}) as Record<string, unknown>)) {
    if (value !== undefined && value !== null && value !== '') url.searchParams.set(key, String(value));
  }
  const headers: Record<string, string> = { lang: LANG_HEADER_BY_LOCALE[currentLocale()] };
  const token = operatorSession.token();
  if (token) headers.authorization = token;
  let body: string | undefined;
  if (def.method === 'POST') {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(input.body ?? {});
  }
  let response: Response;
  try {
    const signals = [AbortSignal.timeout(TIMEOUT_MS), ...(signal ? [signal] : [])];
    response = await fetch(url, { method: def.method, headers, body, signal: AbortSignal.any(signals) });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new AdminApiError(0, 'network error');
  }
  let envelope: { code?: number; msg?: string; data?: unknown };
  try {
    envelope = (await response.json()) as typeof envelope;
  } catch {
    throw new AdminApiError(response.status, 'network error');
  }
  const code = envelope.code ?? response.status;
  if (code === SUCCESS_CODE) return envelope.data as RouteData<D>;
  if (code === 401 && token) {
    operatorSession.clear();
    queryClient.clear();
  }
  throw new AdminApiError(code, envelope.msg || 'network error', envelope.data);
}

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 15_000,
      retry: (count, error) => !(error instanceof AdminApiError && error.code >= 400 && error.code < 500) && count < 2,
      refetchOnWindowFocus: true,
    },
  },
});

/** Fetches a stored file (e.g. a KYC image) with the operator token, as a blob. */
export async function fetchFileBlob(url: string, signal?: AbortSignal): Promise<Blob> {
  const token = operatorSession.token();
  const res = await fetch(url, { headers: token ? { authorization: token } : {}, signal });
  if (!res.ok) throw new AdminApiError(res.status, `HTTP ${res.status}`);
  return res.blob();
}
