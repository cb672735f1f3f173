import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { queryClient } from './app/queryClient';
import { clearSession, profileQueryOptions } from './features/auth/session';
import { onSignedOut } from './lib/api';
import './styles.css';

onSignedOut(() => clearSession(queryClient));
// Start the sign-in check before React renders, so guards and the header resolve as early as possible.
void queryClient.prefetchQuery(profileQueryOptions);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
