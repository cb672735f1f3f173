import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import { act, cleanup, render } from '@testing-library/preact';
import toast from 'react-hot-toast/headless';
import { afterEach } from 'vitest';
import { Toasts } from '../app/Toasts';
import { serverPageTakenOver } from '../page-life/serverDrawnPage';

/**
 * A page or a part of one as the app draws it: its own query cache (no retries, so a refused call shows at
 * once), a router at `at` (with `path`, the page's route, for a page that reads its parameters), and the
 * toasts, so a test reads what a person would. There is no server-drawn page to take over, so parts that
 * wait for their turn or for the visitor to come near (page-life/) draw at once, as after a link in the app.
 */
export function renderPage(page: ReactNode, { at = '/', path }: { at?: string; path?: string } = {}) {
  serverPageTakenOver();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[at]}>
        {path ? (
          <Routes>
            <Route path={path} element={page} />
          </Routes>
        ) : (
          page
        )}
      </MemoryRouter>
      <Toasts />
    </QueryClientProvider>,
  );
}

// Each test starts on an empty page with no toast left over from the last (the toasts' store is the module's).
afterEach(() => {
  cleanup();
  toast.remove();
});

/**
 * Picks an option as a person does: the browser tells both input and change. (Testing Library's fireEvent.change
 * turns into an input event under preact/compat, which a select's onChange, listening for change, never hears.)
 */
export function choose(select: HTMLElement, value: string) {
  act(() => {
    (select as HTMLSelectElement).value = value;
    select.dispatchEvent(new Event('input', { bubbles: true }));
    select.dispatchEvent(new Event('change', { bubbles: true }));
  });
}
