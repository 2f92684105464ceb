import axios, { type AxiosRequestConfig, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { XSRF_COOKIE, XSRF_HEADER, isTokenError } from '@kg/contract';
import { currentPath, navigateTo } from '@/lib/navigator';
import { isOnLoginPage, loginPathWithRedirect } from '@/lib/paths';
import { readRememberMe, useSessionStore } from '@/stores/session';
import { ApiError, fromErrorBody, toApiError } from './api-error';

export { ApiError } from './api-error';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** The caller handles a 401 itself: no session reset, no redirect to login (refresh is still tried). */
    skipAuthRedirect?: boolean;
  }
}

type TrackedConfig = InternalAxiosRequestConfig & { _refreshGeneration?: number; _retried?: boolean };

/** The one HTTP client of the app: same origin, cookies, XSRF header, no timeout (SPEC §7). */
export const api = axios.create({
  baseURL: '',
  withCredentials: true,
  xsrfCookieName: XSRF_COOKIE,
  xsrfHeaderName: XSRF_HEADER,
});

const REFRESH_URL = '/api/v2/refresh';
const AUTH_CALLS = ['/api/v2/login', REFRESH_URL, '/api/v2/logout'];

const isAuthCall = (url: string | undefined) => AUTH_CALLS.some((path) => url?.startsWith(path));

/* Refresh queue (SPEC §4/§8): one refresh at a time; everyone who failed meanwhile waits for it. */
let refreshInFlight: Promise<void> | null = null;
/** Bumped after each successful refresh; a request sent before the bump just retries. */
let refreshGeneration = 0;

function refreshOnce(): Promise<void> {
  refreshInFlight ??= api
    .post(REFRESH_URL)
    .then(() => {
      refreshGeneration += 1;
    })
    .finally(() => {
      refreshInFlight = null;
    });
  return refreshInFlight;
}

/** Session is gone: forget it and send the user to login, coming back here afterwards. */
function endSession(): void {
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

async function handleError(error: unknown): Promise<AxiosResponse> {
  await readBlobErrorBody(error);
  const apiError = toApiError(error);
  const config = (axios.isAxiosError(error) ? error.config : undefined) as TrackedConfig | undefined;
  if (apiError.status !== 401 || !config || isAuthCall(config.url)) throw apiError;

  const tokenError = isTokenError(apiError.code) || isTokenError(apiError.givenMessage);
  if (tokenError && readRememberMe() && !config._retried) {
    config._retried = true;
    try {
      if ((config._refreshGeneration ?? 0) === refreshGeneration) await refreshOnce();
    } catch {
      if (!config.skipAuthRedirect) endSession();
      throw apiError;
    }
    return api.request(config);
  }
  if (!config.skipAuthRedirect) endSession();
  throw apiError;
}

api.interceptors.request.use((config: TrackedConfig) => {
  config._refreshGeneration ??= refreshGeneration;
  return config;
});

api.interceptors.response.use((response) => {
  const body = response.data as { success?: unknown; data?: unknown } | undefined;
  if (body && typeof body === 'object' && 'success' in body) {
    if (body.success === false) throw fromErrorBody(response.status, body);
    response.data = body.data;
  }
  return response;
}, handleError);

/* Typed helpers: callers get the envelope's `data` and an ApiError on failure. */
export async function apiGet<T>(url: string, params?: object, config?: AxiosRequestConfig): Promise<T> {
  return (await api.get<T>(url, { ...config, params })).data;
}

export async function apiPost<T>(url: string, body?: unknown, config?: AxiosRequestConfig): Promise<T> {
  return (await api.post<T>(url, body, config)).data;
}

export async function apiPut<T>(url: string, body?: unknown, config?: AxiosRequestConfig): Promise<T> {
  return (await api.put<T>(url, body, config)).data;
}

export async function apiDelete<T>(url: string, config?: AxiosRequestConfig): Promise<T> {
  return (await api.delete<T>(url, config)).data;
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
