import { StatusChip } from '../../components/back-office/StatusChip';

export function HandledBadge({ handled }: { handled: boolean }) {
  return <StatusChip tone={handled ? 'success' : 'warning'}>{handled ? 'Handled' : 'Not handled'}</StatusChip>;
}
