import axios, { type AxiosInstance, type AxiosRequestConfig, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { XSRF_HEADER, endpointUrl, isTokenError, type EndpointDefinition, type EndpointInput, type EndpointOutput } from '@kg/contract';
import { ApiError, fromErrorBody, toApiError } from './api-error';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** The caller handles a 401 itself: no session reset, no redirect to login (refresh is still tried). */
    skipAuthRedirect?: boolean;
  }
}

/** `_sentAt`: when the request left (a refresh finished after it makes a retry enough). */
type TrackedConfig = InternalAxiosRequestConfig & { _sentAt?: number; _retried?: boolean };

/**
 * What differs between the staff app's client (api/client.ts) and the parent app's (family/api/family-client.ts):
 * their CSRF cookie, their session calls, and what happens when the session ends or a call is refused.
 */
export type ApiClientOptions = {
  /** the readable CSRF cookie the server sets for this app's session (XSRF-TOKEN, FXSRF-TOKEN) */
  xsrfCookieName: string;
  /** the refresh call (POST), tried once on a token error while `canRefresh()` */
  refreshEndpoint: Pick<EndpointDefinition, 'path'>;
  /** login, refresh and logout: their 401 is an answer, never a reason to refresh or to end the session */
  authEndpoints: readonly Pick<EndpointDefinition, 'path'>[];
  /** the Web Lock the browser's tabs take turns refreshing under, and where the last refresh's time is kept */
  refreshLock: string;
  refreshedAtKey: string;
  /** remember-me: a token error may be healed by a refresh */
  canRefresh: () => boolean;
  /** the session is gone (a 401 that no refresh healed) */
  onSessionEnd: (apiError: ApiError) => void;
  /** any 403 (access denied, a one-time password still to change, CSRF) */
  onRefusal?: (apiError: ApiError) => void;
  /** every answer from the server, success or not (except a 401) */
  onActivity?: () => void;
  /** a call got no answer (offline, the server unreachable): true; any answer: false */
  onNetwork?: (failed: boolean) => void;
};

/** The parts of a call that travel on the wire. */
type Wire = { params?: Record<string, unknown>; query?: unknown; body?: unknown };

/**
 * Per-call options that are not part of the contract: progress, cancellation, the 401 handling, and the fetch
 * adapter with `keepalive` for a call that must outlive a closing tab.
 */
export type CallConfig = Pick<AxiosRequestConfig, 'signal' | 'onUploadProgress' | 'skipAuthRedirect' | 'adapter' | 'fetchOptions'>;

/** What an upload sends besides its files: path and query parameters, and extra multipart text fields. */
export type UploadInput<E extends EndpointDefinition> = Omit<EndpointInput<E>, 'body'> & {
  files: readonly File[];
  fields?: Record<string, string>;
  /** 0–100 as the bytes leave the browser */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
};

/** A blob call's error body is a Blob too: read its JSON envelope so the server's code and Korean message survive. */
async function readBlobErrorBody(error: unknown): Promise<void> {
  const response = axios.isAxiosError(error) ? error.response : undefined;
  if (!(response?.data instanceof Blob)) return;
  try {
    response.data = JSON.parse(await response.data.text());
  } catch {
    // not a JSON envelope: the status alone decides the message
  }
}

/**
 * One app's HTTP client (docs/product/README.md#the-shell): same origin, cookies, the app's XSRF header, no timeout,
 * the `{success, data}` envelope unwrapped, errors as ApiError with the server's Korean message, and the refresh
 * queue of docs/product/auth.md#refresh-and-401.
 */
export function createApiClient(options: ApiClientOptions) {
  const api: AxiosInstance = axios.create({
    baseURL: '',
    withCredentials: true,
    xsrfCookieName: options.xsrfCookieName,
    xsrfHeaderName: XSRF_HEADER,
  });

  const refreshUrl = options.refreshEndpoint.path;
  const authCalls = options.authEndpoints.map((endpoint) => endpoint.path);
  const isAuthCall = (url: string | undefined) => authCalls.some((path) => url?.startsWith(path));

  /*
   * One refresh at a time, across every tab of this browser (a Web Lock), and none for a request that failed before
   * another refresh — in this tab or another — finished: the cookies that refresh set are already this tab's, so the
   * request just retries.
   */
  let refreshInFlight: Promise<void> | null = null;
  const lastRefreshAt = () => Number(localStorage.getItem(options.refreshedAtKey)) || 0;

  async function refreshUnlessDone(sentAt: number): Promise<void> {
    if (lastRefreshAt() >= sentAt) return;
    await api.post(refreshUrl);
    localStorage.setItem(options.refreshedAtKey, String(Date.now()));
  }

  function refreshOnce(sentAt: number): Promise<void> {
    const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
    // (the lock's promise settles with the task's; TypeScript's lib types it as a promise of a promise)
    const run = async () => {
      await (locks ? locks.request(options.refreshLock, () => refreshUnlessDone(sentAt)) : refreshUnlessDone(sentAt));
    };
    return (refreshInFlight ??= run().finally(() => {
      refreshInFlight = null;
    }));
  }

  async function handleError(error: unknown): Promise<AxiosResponse> {
    await readBlobErrorBody(error);
    const apiError = toApiError(error);
    options.onNetwork?.(apiError.code === 'NETWORK');
    if (apiError.status > 0 && apiError.status !== 401) options.onActivity?.(); // an answer still renews the session
    const config = (axios.isAxiosError(error) ? error.config : undefined) as TrackedConfig | undefined;
    if (apiError.status === 403 && config) options.onRefusal?.(apiError);
    if (apiError.status !== 401 || !config || isAuthCall(config.url)) throw apiError;

    const tokenError = isTokenError(apiError.code) || isTokenError(apiError.givenMessage);
    if (tokenError && options.canRefresh() && !config._retried) {
      config._retried = true;
      try {
        await refreshOnce(config._sentAt ?? 0);
      } catch {
        if (!config.skipAuthRedirect) options.onSessionEnd(apiError);
        throw apiError;
      }
      return api.request(config);
    }
    if (!config.skipAuthRedirect) options.onSessionEnd(apiError);
    throw apiError;
  }

  api.interceptors.request.use((config: TrackedConfig) => {
    config._sentAt ??= Date.now();
    return config;
  });

  api.interceptors.response.use((response) => {
    options.onNetwork?.(false);
    options.onActivity?.();
    const body = response.data as { success?: unknown; data?: unknown } | undefined;
    if (body && typeof body === 'object' && 'success' in body) {
      if (body.success === false) throw fromErrorBody(response.status, body);
      response.data = body.data;
    }
    return response;
  }, handleError);

  /**
   * Calls one contract endpoint (docs/decisions/005-endpoint-definitions.md): the URL, method and response type all
   * come from the endpoint, so no feature writes an `/api/` string or a response type by hand.
   */
  async function call<E extends EndpointDefinition>(
    endpoint: E,
    // the input may be left out only when the endpoint takes nothing required
    ...[input, config]: Record<never, never> extends EndpointInput<E>
      ? [input?: EndpointInput<E>, config?: CallConfig]
      : [input: EndpointInput<E>, config?: CallConfig]
  ): Promise<EndpointOutput<E>> {
    const wire = (input ?? {}) as Wire;
    const response = await api.request<EndpointOutput<E>>({
      ...config,
      method: endpoint.method,
      url: endpointUrl(endpoint, wire.params),
      params: wire.query,
      data: wire.body,
    });
    return response.data;
  }

  /** Sends files in the multipart field `files` (docs/decisions/005) to a `multipart` endpoint. */
  function upload<E extends EndpointDefinition & { kind: 'multipart' }>(endpoint: E, input: UploadInput<E>): Promise<EndpointOutput<E>> {
    const form = new FormData();
    for (const [name, value] of Object.entries(input.fields ?? {})) form.append(name, value);
    for (const file of input.files) form.append('files', file, file.name);
    const wire = input as Wire;
    return api
      .request<EndpointOutput<E>>({
        method: endpoint.method,
        url: endpointUrl(endpoint, wire.params),
        params: wire.query,
        data: form,
        signal: input.signal,
        onUploadProgress: (event) => {
          // 99 at most: the file is not stored until the server answers
          if (event.total) input.onProgress?.(Math.min(99, Math.round((event.loaded * 100) / event.total)));
        },
      })
      .then((response) => response.data);
  }

  /** Fetches a `download` endpoint's file: the bytes and the server's (Korean) file name, if it gave one. */
  async function fetchFile<E extends EndpointDefinition & { kind: 'download' }>(
    endpoint: E,
    input: EndpointInput<E>,
  ): Promise<{ blob: Blob; fileName: string | null }> {
    const wire = input as Wire;
    const response = await api.request<Blob>({
      method: endpoint.method,
      url: endpointUrl(endpoint, wire.params),
      params: wire.query,
      responseType: 'blob',
    });
    const encoded = String(response.headers['content-disposition'] ?? '').match(/filename\*=UTF-8''([^;]+)/)?.[1];
    return { blob: response.data, fileName: encoded ? decodeURIComponent(encoded) : null };
  }

  return { api, call, upload, fetchFile };
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
