import { PageHeading } from '../../components/PageHeading';
import { useAuth } from '../auth/useAuth';
import { MyBookings } from '../booking/MyBookings';
import { ProfileForm } from './ProfileForm';

export function AccountInfoPage() {
  const { user } = useAuth();

  // The account guard renders this page only for a signed-in user.
  if (!user) return null;

  return (
    <>
      <PageHeading title="Account Info" lead="Your name, e-mail address and phone number." />
      <ProfileForm user={user} />
      <MyBookings />
    </>
  );
}
