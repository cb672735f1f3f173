import { lazy, Suspense } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { notFoundPath, pathTo } from '../../contracts/pages';
import { PageSpinner } from '../components/Spinner';
import { landingPathOf } from '../features/auth/signInLanding';
import { useAuth } from '../features/auth/useAuth';
import { BackOfficeSignIn } from './layouts/BackOfficeSignIn';

const LoginPage = lazy(() => import('../features/auth/LoginPage').then((module) => ({ default: module.LoginPage })));

const checkingLabel = 'Checking your account...';

function LoginInPlace() {
  return (
    <Suspense fallback={<PageSpinner />}>
      <LoginPage />
    </Suspense>
  );
}

/**
 * SPEC.md section 2: a visitor sees the login form in place of the page, not a redirect, so the page asked
 * for is the one shown once signed in.
 */
export function SignedInOnly() {
  const { status } = useAuth();
  if (status === 'checking') return <PageSpinner label={checkingLabel} />;
  if (status === 'signedIn') return <Outlet />;
  return <LoginInPlace />;
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
  if (status === 'signedOut') return <LoginInPlace />;
  if (user?.role !== 'technician') return <Navigate to={notFoundPath} replace />;
  return <Outlet />;
}

/**
 * A visitor opening a back-office page (a link in an office mail) signs in in its place, as on any signed-in
 * page, and then sees it; anyone signed in who is not an admin is sent to the not-found route (SPEC.md).
 */
export function AdminOnly() {
  const { status, isAdmin } = useAuth();
  if (status === 'checking') return <PageSpinner label={checkingLabel} />;
  if (status === 'signedOut') {
    return (
      <BackOfficeSignIn>
        <LoginInPlace />
      </BackOfficeSignIn>
    );
  }
  if (!isAdmin) return <Navigate to={notFoundPath} replace />;
  return <Outlet />;
}

/** A signed-in user goes where a sign-in lands: the page they were sent from, else their own start page (signInLanding.ts). */
export function VisitorsOnly() {
  const { status, user } = useAuth();
  const { search } = useLocation();
  if (status === 'checking') return <PageSpinner label={checkingLabel} />;
  if (user) return <Navigate to={landingPathOf(user, search)} replace />;
  return <Outlet />;
}
