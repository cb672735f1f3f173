import { sendApiCallsThrough } from '../lib/api';

/**
 * A stand-in for the server behind the web's one way to /api (lib/api.ts's transport, the seam the server's
 * page renderer answers through too): a component test says what each call answers, with fixtures typed from
 * the contracts, and the component under test runs unchanged. A call nobody answers is a 404 naming it, so a
 * test that forgot one fails on what the page then shows.
 */

export type FakeCall = { method: string; path: string; query: URLSearchParams; body: unknown; params: Record<string, string> };
export type FakeReply = { status: number; body?: unknown };
type Answerer = (call: FakeCall) => FakeReply | Promise<FakeReply>;

/** `'GET /schedule'`, `'PATCH /booking/:id/schedule'`: a method and a path under /api, `:name` matching one segment. */
export type FakeRoutes = Record<`${'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'} /${string}`, Answerer>;

export const answer = <Body>(body: Body, status = 200): FakeReply => ({ status, body });
export const refuse = (status: number, message: string, errors?: Record<string, string>): FakeReply => ({ status, body: { message, ...(errors ? { errors } : {}) } });
/** An answer that never comes: the page stays in its loading state. */
export const pending = (): Promise<FakeReply> => new Promise(() => {});

function matcherOf(route: string) {
  const [method = '', pattern = ''] = route.split(' ');
  const names: string[] = [];
  const expression = new RegExp(`^${pattern.replace(/:([a-zA-Z]+)/g, (_all, name: string) => (names.push(name), '([^/]+)'))}$`);
  return (call: { method: string; path: string }) => {
    const found = call.method === method ? expression.exec(call.path) : null;
    return found ? Object.fromEntries(names.map((name, index) => [name, decodeURIComponent(found[index + 1] ?? '')])) : undefined;
  };
}

/** Answers the web's calls from `routes` until the next fakeApi; `calls` is every call made, in order. */
export function fakeApi(routes: FakeRoutes) {
  const calls: FakeCall[] = [];
  const answerers = Object.entries(routes).map(([route, answerer]) => ({ matches: matcherOf(route), answerer }));
  sendApiCallsThrough(async (url, init) => {
    const address = new URL(url, 'http://brightwire.test');
    const call = {
      method: init.method ?? 'GET',
      path: address.pathname.replace(/^\/api/, ''),
      query: address.searchParams,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    for (const { matches, answerer } of answerers) {
      const params = matches(call);
      if (!params) continue;
      const full = { ...call, params };
      calls.push(full);
      const reply = await answerer(full);
      return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), { status: reply.status, headers: { 'content-type': 'application/json' } });
    }
    calls.push({ ...call, params: {} });
    return new Response(JSON.stringify({ message: `No fake answer for ${call.method} ${call.path}` }), { status: 404 });
  });
  return { calls };
}
