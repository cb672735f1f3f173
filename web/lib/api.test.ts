import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiGet, apiPost, onSignedOut } from './api';

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

const fetchMock = vi.fn<typeof fetch>();

function calledPaths(): string[] {
  return fetchMock.mock.calls.map(([url]) => String(url));
}

beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
  onSignedOut(() => {});
});

describe('api', () => {
  it('sends JSON with cookies and answers the parsed body', async () => {
    fetchMock.mockResolvedValueOnce(json(200, [{ quantity: 2 }]));

    await expect(apiPost('/cart', { productId: 'p1' })).resolves.toEqual([{ quantity: 2 }]);

    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/cart');
    expect(init?.credentials).toBe('include');
    expect(init?.body).toBe('{"productId":"p1"}');
    expect(init?.headers).toEqual({ Accept: 'application/json', 'Content-Type': 'application/json' });
  });

  it("throws the server's message, field errors and error field", async () => {
    fetchMock.mockResolvedValueOnce(json(400, { message: 'Name is required', errors: { name: 'Name is required' }, error: 'Name is required' }));

    const failure = await apiPost('/booking', {}).catch((error: unknown) => error);

    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ status: 400, message: 'Name is required', errors: { name: 'Name is required' } });
  });

  it('falls back to the caller default, then to the generic text', async () => {
    fetchMock.mockResolvedValueOnce(new Response('Bad gateway', { status: 502 }));
    fetchMock.mockResolvedValueOnce(new Response('', { status: 500 }));

    await expect(apiGet('/products', { defaultMessage: 'Failed to fetch products' })).rejects.toThrow('Failed to fetch products');
    await expect(apiGet('/events')).rejects.toThrow('An error occured');
  });

  it('refreshes once for concurrent 401s and retries each request once', async () => {
    fetchMock.mockImplementation(async (url) => {
      if (url === '/api/auth/refresh-token') return json(200, { message: 'ok' });
      const refreshed = calledPaths().includes('/api/auth/refresh-token');
      return refreshed ? json(200, { url }) : json(401, { message: 'Unauthorized' });
    });

    const answers = await Promise.all([apiGet('/cart'), apiGet('/address'), apiGet('/orders/user')]);

    expect(answers).toEqual([{ url: '/api/cart' }, { url: '/api/address' }, { url: '/api/orders/user' }]);
    expect(calledPaths().filter((path) => path === '/api/auth/refresh-token')).toHaveLength(1);
    expect(calledPaths().filter((path) => path === '/api/cart')).toHaveLength(2);
  });

  it('signs out and throws the original 401 when the refresh fails', async () => {
    const signedOut = vi.fn();
    onSignedOut(signedOut);
    fetchMock.mockResolvedValueOnce(json(401, { message: 'Please log in' }));
    fetchMock.mockResolvedValueOnce(json(401, { message: 'Refresh token expired' }));

    await expect(apiGet('/auth/profile')).rejects.toMatchObject({ status: 401, message: 'Please log in' });
    expect(signedOut).toHaveBeenCalledOnce();
    expect(calledPaths()).toEqual(['/api/auth/profile', '/api/auth/refresh-token']);
  });

  it('never refreshes for a failed login', async () => {
    fetchMock.mockResolvedValueOnce(json(401, { message: 'Invalid credentials' }));

    await expect(apiPost('/auth/login', { email: 'a@b.ng', password: 'secret1' })).rejects.toThrow('Invalid credentials');
    expect(calledPaths()).toEqual(['/api/auth/login']);
  });

  it('turns a network failure into an ApiError with the default text', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));

    await expect(apiGet('/events', { defaultMessage: 'Failed to fetch events' })).rejects.toMatchObject({
      status: 0,
      message: 'Failed to fetch events',
    });
  });
});
