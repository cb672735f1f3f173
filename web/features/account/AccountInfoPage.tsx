import { lazy, Suspense } from 'react';
import { PageHeading } from '../../components/PageHeading';
import { Skeleton } from '../../components/Skeleton';
import { useAuth } from '../auth';
import { loadMyBookings } from '../booking';
import { ProfileForm } from './ProfileForm';

const MyBookings = lazy(() => loadMyBookings().then((MyBookingsList) => ({ default: MyBookingsList })));

export function AccountInfoPage() {
  const { user } = useAuth();

  // The account guard renders this page only for a signed-in user.
  if (!user) return null;

  return (
    <>
      <PageHeading title="Account Info" lead="Your name, e-mail address and phone number." />
      <ProfileForm user={user} />
      <Suspense fallback={<Skeleton className="mt-10 h-28 w-full" />}>
        <MyBookings />
      </Suspense>
    </>
  );
}
