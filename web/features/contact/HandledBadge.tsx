export function HandledBadge({ handled }: { handled: boolean }) {
  return (
    <span className={`rounded-box px-2 py-0.5 text-sm font-semibold whitespace-nowrap ${handled ? 'bg-success-soft text-success' : 'bg-warning-soft text-warning'}`}>
      {handled ? 'Handled' : 'Not handled'}
    </span>
  );
}
