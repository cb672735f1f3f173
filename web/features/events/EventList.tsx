import { useState } from 'react';
import { Trash2 } from 'lucide-react';
import type { Event } from '../../../contracts/events.schemas';
import { Button } from '../../components/Button';
import { ConfirmDialog } from '../../components/dialogs/ConfirmDialog';
import { useDeleteEvent } from './useEventChanges';

/** Uploaded pictures keep their own shape; the frame is 16:9 and shows them whole. */
const frame = { width: 640, height: 360 } as const;

export function EventList({ events }: { events: readonly Event[] }) {
  const [toDelete, setToDelete] = useState<Event>();
  const remove = useDeleteEvent();

  function confirmDelete() {
    if (!toDelete) return;
    remove.mutate(toDelete._id);
    setToDelete(undefined);
  }

  return (
    <>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {events.map((event, index) => (
          <li key={event._id} className="overflow-hidden rounded-box border border-grey-200 bg-white">
            <img src={event.image} alt={`Event picture ${index + 1}`} width={frame.width} height={frame.height} loading="lazy" className="aspect-video w-full bg-navy-950 object-contain" />
            <div className="flex items-center justify-between gap-3 p-3">
              <span className="text-sm text-grey-600 tabular-nums">Event picture {index + 1}</span>
              <Button variant="danger" disabled={remove.isPending && remove.variables === event._id} onClick={() => setToDelete(event)} aria-label={`Delete event picture ${index + 1}`}>
                <Trash2 aria-hidden="true" className="size-4" />
                Delete
              </Button>
            </div>
          </li>
        ))}
      </ul>
      <ConfirmDialog open={toDelete !== undefined} title="Delete this event picture?" confirmLabel="Delete" tone="danger" onConfirm={confirmDelete} onCancel={() => setToDelete(undefined)}>
        It will no longer show on the home page. This cannot be undone.
      </ConfirmDialog>
    </>
  );
}
