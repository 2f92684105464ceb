import axios, { type AxiosRequestConfig, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import {
  XSRF_COOKIE,
  XSRF_HEADER,
  authEndpoints,
  endpointUrl,
  isTokenError,
  type EndpointDefinition,
  type EndpointInput,
  type EndpointOutput,
} from '@kg/contract';
import { currentPath, navigateTo } from '@/lib/navigator';
import { PASSWORD_CHANGE_PATH, isOnLoginPage, loginPathWithRedirect } from '@/lib/paths';
import { markActivity, rememberSessionEnd, type SessionEnd } from '@/lib/session-activity';
import { readRememberMe, useSessionStore } from '@/stores/session';
import { useUiStore } from '@/stores/ui';
import { ApiError, fromErrorBody, toApiError } from './api-error';

export { ApiError } from './api-error';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** The caller handles a 401 itself: no session reset, no redirect to login (refresh is still tried). */
    skipAuthRedirect?: boolean;
  }
}

/** `_sentAt`: when the request left (a refresh finished after it makes a retry enough). */
type TrackedConfig = InternalAxiosRequestConfig & { _sentAt?: number; _retried?: boolean };

/** The one HTTP client of the app: same origin, cookies, XSRF header, no timeout (docs/product/README.md#the-shell). */
export const api = axios.create({
  baseURL: '',
  withCredentials: true,
  xsrfCookieName: XSRF_COOKIE,
  xsrfHeaderName: XSRF_HEADER,
});

const REFRESH_URL = authEndpoints.refresh.path;
const AUTH_CALLS = [authEndpoints.login.path, REFRESH_URL, authEndpoints.logout.path];

const isAuthCall = (url: string | undefined) => AUTH_CALLS.some((path) => url?.startsWith(path));

/*
 * Refresh queue (docs/product/auth.md#refresh-and-401): one refresh at a time, across every tab of this browser (a Web
 * Lock), and none for a request that failed before another refresh — in this tab or another — finished: the cookies
 * that refresh set are already this tab's, so the request just retries.
 */
const REFRESH_LOCK = 'kg-session-refresh';
const REFRESHED_AT_KEY = 'kg.session.refreshedAt';
let refreshInFlight: Promise<void> | null = null;

const lastRefreshAt = () => Number(localStorage.getItem(REFRESHED_AT_KEY)) || 0;

async function refreshUnlessDone(sentAt: number): Promise<void> {
  if (lastRefreshAt() >= sentAt) return;
  await api.post(REFRESH_URL);
  localStorage.setItem(REFRESHED_AT_KEY, String(Date.now()));
}

function refreshOnce(sentAt: number): Promise<void> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  // (the lock's promise settles with the task's; TypeScript's lib types it as a promise of a promise)
  const run = async () => {
    await (locks ? locks.request(REFRESH_LOCK, () => refreshUnlessDone(sentAt)) : refreshUnlessDone(sentAt));
  };
  return (refreshInFlight ??= run().finally(() => {
    refreshInFlight = null;
  }));
}

/**
 * Session is gone: forget it and send the user to login, coming back here afterwards. An expired token means it ran
 * out while unused: the login page says so (drafts of what was being written survive: lib/form-draft).
 */
export function endSession(reason: SessionEnd | null = null): void {
  if (reason) rememberSessionEnd(reason);
  useSessionStore.getState().reset();
  const here = currentPath();
  if (!isOnLoginPage(here)) navigateTo(loginPathWithRedirect(here));
}

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
 * A 403 means the same wherever it comes from (docs/product/README.md#the-shell): the access-denied dialog with the
 * server's message, whose 닫기 leaves the page — never an error block with a retry that cannot help. A one-time password
 * still to be changed sends the user to 내 정보; a CSRF refusal is left to its caller (it asks for a reload).
 */
function reportRefusal(apiError: ApiError): void {
  if (apiError.code === 'CSRF') return;
  if (apiError.code === 'PASSWORD_CHANGE_REQUIRED') navigateTo(PASSWORD_CHANGE_PATH);
  else useUiStore.getState().openAccessDenied(apiError.givenMessage);
}

const endReason = (apiError: ApiError): SessionEnd | null => (apiError.code === 'AT_EXPIRED' ? 'idle' : null);

async function handleError(error: unknown): Promise<AxiosResponse> {
  await readBlobErrorBody(error);
  const apiError = toApiError(error);
  if (apiError.status > 0 && apiError.status !== 401) markActivity(); // an answer still renews the session
  const config = (axios.isAxiosError(error) ? error.config : undefined) as TrackedConfig | undefined;
  if (apiError.status === 403 && config) reportRefusal(apiError);
  if (apiError.status !== 401 || !config || isAuthCall(config.url)) throw apiError;

  const tokenError = isTokenError(apiError.code) || isTokenError(apiError.givenMessage);
  if (tokenError && readRememberMe() && !config._retried) {
    config._retried = true;
    try {
      await refreshOnce(config._sentAt ?? 0);
    } catch {
      if (!config.skipAuthRedirect) endSession(endReason(apiError));
      throw apiError;
    }
    return api.request(config);
  }
  if (!config.skipAuthRedirect) endSession(endReason(apiError));
  throw apiError;
}

api.interceptors.request.use((config: TrackedConfig) => {
  config._sentAt ??= Date.now();
  return config;
});

api.interceptors.response.use((response) => {
  markActivity();
  const body = response.data as { success?: unknown; data?: unknown } | undefined;
  if (body && typeof body === 'object' && 'success' in body) {
    if (body.success === false) throw fromErrorBody(response.status, body);
    response.data = body.data;
  }
  return response;
}, handleError);

/** The parts of a call that travel on the wire. */
type Wire = { params?: Record<string, unknown>; query?: unknown; body?: unknown };

/**
 * Calls one contract endpoint (docs/decisions/005-endpoint-definitions.md): the URL, method and response type all
 * come from the endpoint, so no feature writes an `/api/` string or a response type by hand.
 */
export async function call<E extends EndpointDefinition>(
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

/** Sends files in the multipart field `files` (docs/decisions/005) to a `multipart` endpoint. */
export function upload<E extends EndpointDefinition & { kind: 'multipart' }>(endpoint: E, input: UploadInput<E>): Promise<EndpointOutput<E>> {
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
export async function fetchFile<E extends EndpointDefinition & { kind: 'download' }>(
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

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
