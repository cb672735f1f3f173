import { QueryClient, queryOptions } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { PageData } from '../lib/pageData';
import { loaderOf, pageLoadContext } from './pageLoader';

/** A call the test answers when it chooses: what the page's data asks the server for. */
function heldCall() {
  let settle: { answer: (value: string) => void; fail: (error: Error) => void } = { answer: () => {}, fail: () => {} };
  const answered = new Promise<string>((answer, fail) => {
    settle = { answer, fail };
  });
  return { options: queryOptions({ queryKey: ['price-list', ''], queryFn: () => answered }), ...settle };
}

const argsFor = (queryClient: QueryClient, waitForData: boolean) =>
  ({ request: new Request('https://brightwire.test/admin-dashboard/price-list'), params: {}, context: pageLoadContext({ queryClient, waitForData }) }) as unknown as LoaderFunctionArgs;

describe("a route's loader from the page's declared data", () => {
  it('in the browser starts the answers and lets the page draw at once', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const call = heldCall();
    const data: PageData = ({ queryClient: cache }) => [cache.ensureQueryData(call.options)];

    expect(await loaderOf(data)(argsFor(queryClient, false))).toBeNull();
    expect(queryClient.getQueryState(call.options.queryKey)?.fetchStatus).toBe('fetching');
    call.answer('the price list');
    await expect.poll(() => queryClient.getQueryData(call.options.queryKey)).toBe('the price list');
  });

  it('on the server waits for the answers, so the page is drawn with them', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const call = heldCall();
    const loading = loaderOf(({ queryClient: cache }) => [cache.ensureQueryData(call.options)])(argsFor(queryClient, true));
    call.answer('the price list');

    expect(await loading).toBeNull();
    expect(queryClient.getQueryData(call.options.queryKey)).toBe('the price list');
  });

  it('leaves a failed answer to the page, never the route’s error', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const call = heldCall();
    const loading = loaderOf(({ queryClient: cache }) => [cache.ensureQueryData(call.options)])(argsFor(queryClient, true));
    call.fail(new Error('The price list could not be read'));

    expect(await loading).toBeNull();
    expect(queryClient.getQueryState(call.options.queryKey)?.status).toBe('error');
  });
});
