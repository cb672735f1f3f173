import { lazy, Suspense } from 'react';
import { Navigate, Outlet } from 'react-router';
import { notFoundPath, pathTo } from '../../contracts/pages';
import { PageSpinner } from '../components/Spinner';
import { useAuth } from '../features/auth/useAuth';

const LoginPage = lazy(() => import('../features/auth/LoginPage').then((module) => ({ default: module.LoginPage })));

const checkingLabel = 'Checking your account...';

/** SPEC.md section 2: a visitor sees the login form in place of the page, not a redirect. */
export function SignedInOnly() {
  const { status } = useAuth();
  if (status === 'checking') return <PageSpinner label={checkingLabel} />;
  if (status === 'signedIn') return <Outlet />;
  return (
    <Suspense fallback={<PageSpinner />}>
      <LoginPage />
    </Suspense>
  );
}

/** The customer account area; an admin is taken to the dashboard instead, a technician to their day. */
export function CustomersOnly() {
  const { isAdmin, user } = useAuth();
  if (isAdmin) return <Navigate to={pathTo('adminProducts')} replace />;
  if (user?.role === 'technician') return <Navigate to={pathTo('technicianDay')} replace />;
  return <Outlet />;
}

/** A technician's own pages: a signed-out technician (a link from a mail, a phone that was logged out) signs in in place. */
export function TechniciansOnly() {
  const { status, user } = useAuth();
  if (status === 'checking') return <PageSpinner label={checkingLabel} />;
  if (status === 'signedOut') {
    return (
      <Suspense fallback={<PageSpinner />}>
        <LoginPage />
      </Suspense>
    );
  }
  if (user?.role !== 'technician') return <Navigate to={notFoundPath} replace />;
  return <Outlet />;
}

export function AdminOnly() {
  const { status, isAdmin } = useAuth();
  if (status === 'checking') return <PageSpinner label={checkingLabel} />;
  if (!isAdmin) return <Navigate to={notFoundPath} replace />;
  return <Outlet />;
}

export function VisitorsOnly() {
  const { status } = useAuth();
  if (status === 'checking') return <PageSpinner label={checkingLabel} />;
  if (status === 'signedIn') return <Navigate to="/" replace />;
  return <Outlet />;
}
