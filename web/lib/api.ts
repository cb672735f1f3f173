/**
 * The one way the web app talks to /api: same origin, cookies included, JSON in and out.
 * A 401 means "access token expired": refresh once (shared by every request that hit it) and retry once.
 */

export const defaultErrorMessage = 'An error occured';

const apiBase = '/api';

/** Calls whose 401 means "wrong credentials" or "no session", never "refresh and retry". */
const pathsWithoutRefresh = new Set(['/auth/login', '/auth/refresh-token', '/auth/logout']);

type ErrorBody = { message?: string; error?: string; errors?: Record<string, string> };

const textOf = (value: unknown) => (typeof value === 'string' ? value : undefined);

/**
 * Read leniently: a proxy or a crash may answer with anything, and the user still needs a sentence.
 * Written out rather than with a zod schema, so that zod is not part of every page's first download.
 */
function errorBodyOf(json: unknown): ErrorBody {
  if (typeof json !== 'object' || json === null) return {};
  const { message, error, errors } = json as Record<string, unknown>;
  const fieldErrors = typeof errors === 'object' && errors !== null && Object.values(errors).every((text) => typeof text === 'string') ? (errors as Record<string, string>) : undefined;
  return { message: textOf(message), error: textOf(error), errors: fieldErrors };
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiOptions {
  /** Shown when the server's answer carries no message (SPEC.md section 8 defaults). */
  defaultMessage?: string;
  signal?: AbortSignal;
}

export class ApiError extends Error {
  readonly status: number;
  readonly errors: Record<string, string>;
  readonly error: string | undefined;
  /** The whole answer, for a page that reads a field of its own beside the message (a refused sign-in's `signInLinkMailed`). */
  readonly answer: Record<string, unknown>;

  constructor(status: number, message: string, errors: Record<string, string> = {}, error?: string, answer: Record<string, unknown> = {}) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.errors = errors;
    this.error = error;
    this.answer = answer;
  }
}

export function isApiError(error: unknown, status?: number): error is ApiError {
  return error instanceof ApiError && (status === undefined || error.status === status);
}

type Transport = (url: string, init: RequestInit) => Promise<Response>;

let transport: Transport = (url, init) => fetch(url, init);

/** The server's page renderer answers the web's calls itself, without a round trip over the network. */
export function sendApiCallsThrough(serverTransport: Transport): void {
  transport = serverTransport;
}

let signedOut: () => void = () => {};

/** The auth layer registers how to forget the user when the session cannot be refreshed. */
export function onSignedOut(callback: () => void): void {
  signedOut = callback;
}

let refreshing: Promise<boolean> | undefined;

function refreshSession(): Promise<boolean> {
  refreshing ??= send('POST', '/auth/refresh-token', undefined, {})
    .then((response) => response.ok)
    .catch(() => false)
    .finally(() => {
      refreshing = undefined;
    });
  return refreshing;
}

function send(method: Method, path: string, body: unknown, options: ApiOptions): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  // A file (a bank statement) goes as it is, under its own type; anything else as JSON.
  const file = body instanceof Blob ? body : undefined;
  if (body !== undefined) headers['Content-Type'] = file ? file.type || 'application/octet-stream' : 'application/json';
  return transport(`${apiBase}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : (file ?? JSON.stringify(body)),
    credentials: 'include',
    signal: options.signal,
  });
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

async function toApiError(response: Response, options: ApiOptions): Promise<ApiError> {
  const json = await readJson(response);
  const { message, errors, error } = errorBodyOf(json);
  const answer = typeof json === 'object' && json !== null ? (json as Record<string, unknown>) : {};
  return new ApiError(response.status, message || options.defaultMessage || defaultErrorMessage, errors, error, answer);
}

async function sendOrFail(method: Method, path: string, body: unknown, options: ApiOptions): Promise<Response> {
  try {
    return await send(method, path, body, options);
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new ApiError(0, options.defaultMessage ?? defaultErrorMessage);
  }
}

async function request(method: Method, path: string, body: unknown, options: ApiOptions = {}): Promise<unknown> {
  const response = await sendOrFail(method, path, body, options);
  if (response.ok) return readJson(response);

  const failure = await toApiError(response, options);
  if (response.status !== 401 || pathsWithoutRefresh.has(path)) throw failure;

  if (!(await refreshSession())) {
    signedOut();
    throw failure;
  }

  const retried = await sendOrFail(method, path, body, options);
  if (retried.ok) return readJson(retried);
  throw await toApiError(retried, options);
}

/**
 * Every helper answers the JSON body as the type the call declares. The server writes every answer through
 * its route's schema (contracts/*.schemas.ts, published at /api/docs), so the browser trusts it without
 * parsing: no page downloads zod to read an answer.
 */
export async function apiGet<Answer>(path: string, options?: ApiOptions): Promise<Answer> {
  return (await request('GET', path, undefined, options)) as Answer;
}

export async function apiPost<Answer>(path: string, body?: unknown, options?: ApiOptions): Promise<Answer> {
  return (await request('POST', path, body, options)) as Answer;
}

export async function apiPut<Answer>(path: string, body?: unknown, options?: ApiOptions): Promise<Answer> {
  return (await request('PUT', path, body, options)) as Answer;
}

export async function apiPatch<Answer>(path: string, body?: unknown, options?: ApiOptions): Promise<Answer> {
  return (await request('PATCH', path, body, options)) as Answer;
}

export async function apiDelete<Answer>(path: string, body?: unknown, options?: ApiOptions): Promise<Answer> {
  return (await request('DELETE', path, body, options)) as Answer;
}
