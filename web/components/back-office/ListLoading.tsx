import { Skeleton } from '../Skeleton';

/** Rows on wide screens, cards on phones: the shapes a list takes when it arrives ('Loading orders...'). */
export function ListLoading({ noun }: { noun: string }) {
  return (
    <div role="status">
      <span className="sr-only">Loading {noun}...</span>
      <div className="hidden flex-col gap-2 md:flex">
        {Array.from({ length: 4 }, (_, index) => (
          <Skeleton key={index} className="h-14" />
        ))}
      </div>
      <div className="flex flex-col gap-3 md:hidden">
        {Array.from({ length: 3 }, (_, index) => (
          <Skeleton key={index} className="h-32" />
        ))}
      </div>
    </div>
  );
}
