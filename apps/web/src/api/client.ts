import {
  LANG_HEADER_BY_LOCALE,
  SUCCESS_CODE,
  type ErrorCode,
  type Locale,
  type RouteBody,
  type RouteData,
  type RouteDef,
  type RouteQuery,
} from '@app/contracts';

/** A refused call: the envelope's code and localized msg, and its data (error details). */
export class ApiError extends Error {
  constructor(
    readonly code: number,
    msg: string,
    readonly data?: unknown,
  ) {
    super(msg);
    this.name = 'ApiError';
  }
  /**
   * The envelope's `data.error` (match with ERROR_CODES). The server raises only codes declared in
   * the contracts (test/foundation/errors.test.ts), so the app does not carry the whole map of
   * codes to check it: that map would bring every product's contract onto the first page.
   */
  get errorCode(): ErrorCode | undefined {
    const code = (this.data as { error?: unknown } | undefined)?.error;
    return typeof code === 'string' ? (code as ErrorCode) : undefined;
  }
}

/** A call aborted on purpose (superseded by a newer one with the same id): shown nowhere. */
export class CancelledError extends Error {
  constructor() {
    super('cancelled');
    this.name = 'CancelledError';
  }
}

export interface ApiHooks {
  baseUrl: string;
  getToken(): string | null;
  getLocale(): Locale;
  /** 401 or 403: the app shows "login expired", clears the session and goes to login. */
  onSessionExpired(msg: string): void;
  /** Transport failure or timeout: the app shows "network error". */
  onNetworkError(): void;
  timeoutMs: number;
}

const hooks: ApiHooks = {
  baseUrl: '',
  getToken: () => null,
  getLocale: () => 'es',
  onSessionExpired: () => {},
  onNetworkError: () => {},
  timeoutMs: 60_000, // DESIGN section 4
};

export function configureApi(next: Partial<ApiHooks>): void {
  Object.assign(hooks, next);
}

/** Drops null and undefined fields, deeply, before sending (SPEC section 5). */
export function dropNulls<T>(value: T): T {
  if (Array.isArray(value)) return value.map(dropNulls) as T;
  if (value === null || typeof value !== 'object' || value instanceof Blob || value instanceof FormData) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([, v]) => v !== null && v !== undefined)
      .map(([k, v]) => [k, dropNulls(v)]),
  ) as T;
}

const inFlight = new Map<string, AbortController>();

export interface CallOptions {
  /** A new call with the same id aborts the previous one, silently. */
  requestId?: string;
  signal?: AbortSignal;
  /** Path parameters for paths like /userMessage/{id}. */
  params?: Record<string, string | number>;
  headers?: Record<string, string>;
}

type Input<D extends RouteDef> = (D['query'] extends undefined ? object : { query?: RouteQuery<D> }) &
  (D['body'] extends undefined ? object : { body?: RouteBody<D> });

/** How long after the page loads the calls index.html started (window.__prefetch) are still fresh. */
const PREFETCH_FRESH_MS = 10_000;

/** The answer to a GET that index.html already started with the same URL, language and token (once). */
function takePrefetched(method: string, url: URL, headers: Record<string, string>): Promise<Response> | undefined {
  if (method !== 'GET' || typeof window === 'undefined') return undefined;
  const store = (window as { __prefetch?: Record<string, Promise<Response>> }).__prefetch;
  if (!store) return undefined;
  const key = `${headers.lang} ${headers.authorization ?? ''} ${url.pathname}${url.search}`;
  const answer = store[key];
  delete store[key];
  return answer && performance.now() < PREFETCH_FRESH_MS ? answer : undefined;
}

/** Calls one contract route and returns its `data`, or throws ApiError / CancelledError. */
export async function call<D extends RouteDef>(def: D, input: Input<D> = {} as Input<D>, options: CallOptions = {}): Promise<RouteData<D>> {
  const { query, body } = input as { query?: Record<string, unknown>; body?: Record<string, unknown> };
  let path = def.path;
  for (const [key, value] of Object.entries(options.params ?? {})) path = path.replace(`{${key}}`, encodeURIComponent(String(value)));
  const url = new URL(`${hooks.baseUrl}/web${path}`, hooks.baseUrl || window.location.origin);
  for (const [key, value] of Object.entries(dropNulls(query ?? {}))) url.searchParams.set(key, String(value));

  const headers: Record<string, string> = { lang: LANG_HEADER_BY_LOCALE[hooks.getLocale()], ...options.headers };
  const token = hooks.getToken();
  if (token) headers.authorization = token;
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (def.method === 'POST') {
    const clean = dropNulls(body ?? {});
    if (def.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      payload = new URLSearchParams(Object.entries(clean).map(([k, v]) => [k, String(v)])).toString();
    } else {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(clean);
    }
  }

  const controller = new AbortController();
  if (options.requestId) {
    inFlight.get(options.requestId)?.abort();
    inFlight.set(options.requestId, controller);
  }
  const signals = [controller.signal, AbortSignal.timeout(hooks.timeoutMs)];
  if (options.signal) signals.push(options.signal);

  let response: Response;
  try {
    response = await (takePrefetched(def.method, url, headers) ?? fetch(url, { method: def.method, headers, body: payload, signal: AbortSignal.any(signals) }));
  } catch (error) {
    if (controller.signal.aborted || options.signal?.aborted) throw new CancelledError();
    hooks.onNetworkError();
    throw new ApiError(0, (error as Error).name === 'TimeoutError' ? 'timeout' : 'network error');
  } finally {
    if (options.requestId && inFlight.get(options.requestId) === controller) inFlight.delete(options.requestId);
  }

  let envelope: { code?: number; msg?: string; data?: unknown };
  try {
    envelope = (await response.json()) as typeof envelope;
  } catch {
    hooks.onNetworkError();
    throw new ApiError(response.status, 'network error');
  }
  const code = envelope.code ?? response.status;
  if (code === SUCCESS_CODE) return envelope.data as RouteData<D>;
  const msg = envelope.msg || 'network error';
  if (code === 401 || code === 403) hooks.onSessionExpired(msg);
  throw new ApiError(code, msg, envelope.data);
}
