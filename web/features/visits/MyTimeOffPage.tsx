import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { pathTo } from '../../../contracts/pages';
import { Skeleton } from '../../components/Skeleton';
import { useAuth } from '../auth';
import { HoursRequestForm, staffMemberQueryOptions, TimeOffPanel } from '../staff';
import { TechnicianFrame } from './TechnicianFrame';

/**
 * A technician's own time off and working hours, from their phone: they add time off (the office sees it on
 * the Staff page and the board at once) and ask for another week, which the office approves. Kept apart
 * from My day, which works offline; this page needs the network.
 */
export function MyTimeOffPage() {
  const { user } = useAuth();
  const member = useQuery({ ...staffMemberQueryOptions(user?._id ?? ''), enabled: Boolean(user) });
  return (
    <TechnicianFrame
      name={user?.name}
      action={
        <Link to={pathTo('technicianDay')} className="min-h-11 content-center rounded-box px-3 text-sm underline">
          Back to my day
        </Link>
      }
    >
      <h1 className="text-xl font-bold text-navy-900">My time off and hours</h1>
      {member.isPending && <Skeleton className="h-64" />}
      {member.isError && <p className="rounded-box bg-danger-soft p-3 text-danger">This page needs the network. Try again when you are connected.</p>}
      {member.data && (
        <>
          <section aria-labelledby="my-time-off-heading" className="rounded-box border border-grey-200 bg-white p-4">
            <h2 id="my-time-off-heading" className="text-lg font-bold text-navy-900">
              My time off
            </h2>
            <TimeOffPanel member={member.data} />
          </section>
          <HoursRequestForm member={member.data} />
        </>
      )}
    </TechnicianFrame>
  );
}
