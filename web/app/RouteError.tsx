import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Button, ButtonLink } from '../components/Button';
import { defaultErrorMessage } from '../lib/api';
import { useDocumentTitle } from '../lib/documentTitle';

/** Last line of defence: a crashed page or a chunk that failed to load (often after a new release). */
export function RouteError() {
  useDocumentTitle('Error');
  const error = useRouteError();
  const detail = isRouteErrorResponse(error) ? error.statusText : undefined;

  return (
    <main className="flex min-h-dvh items-center justify-center bg-grey-50 px-4 py-16">
      <div className="w-full max-w-lg rounded-box bg-white p-8 text-center shadow-raised">
        <h1 className="text-xl font-bold">{defaultErrorMessage}</h1>
        <p className="mt-3 text-grey-600">{detail || 'Please reload the page or go back to the home page.'}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Button onClick={() => window.location.reload()}>Reload the page</Button>
          <ButtonLink to="/" variant="secondary" reloadDocument>
            Go to Home
          </ButtonLink>
        </div>
      </div>
    </main>
  );
}
