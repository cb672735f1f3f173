import './page-life/zodWithoutEval';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { hydrate, type DehydratedState } from '@tanstack/react-query';
import { pageStateElementId, type PageState } from '../contracts/page-render';
import { App } from './app/App';
import { createAppRouter } from './app/appRouter';
import { yieldToBrowser } from './page-life/yieldToBrowser';
import { createQueryClient } from './app/queryClient';
import { serverPageTakenOver } from './page-life/serverDrawnPage';
import { clearSession, profileQueryKey, profileQueryOptions } from './features/auth/session';
import { onSignedOut } from './lib/api';

/** What the server said about this page: whether a session cookie came with it, and the answers it drew with. */
function readPageState(): PageState {
  const element = document.getElementById(pageStateElementId);
  if (!element?.textContent) return { signedIn: true };
  return JSON.parse(element.textContent) as PageState;
}

// Running this module's libraries and starting the app are each a long moment on a phone: a task apiece.
await yieldToBrowser();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const pageState = readPageState();
const queryClient = createQueryClient();
onSignedOut(() => clearSession(queryClient));
if (pageState.queries) hydrate(queryClient, pageState.queries as DehydratedState);
// Without a session cookie there is no one to ask about; with one, the check starts before React renders.
if (pageState.signedIn) void queryClient.prefetchQuery(profileQueryOptions);
else queryClient.setQueryData(profileQueryKey, null);

const router = await createAppRouter(queryClient);
const firstPageKey = router.state.location.key;
const stopWatching = router.subscribe(({ location }) => {
  if (location.key === firstPageKey) return;
  serverPageTakenOver();
  stopWatching();
});

const app = (
  <StrictMode>
    <App router={router} queryClient={queryClient} />
  </StrictMode>
);
if (root.firstElementChild) {
  await yieldToBrowser();
  hydrateRoot(root, app);
} else {
  serverPageTakenOver();
  createRoot(root).render(app);
}
