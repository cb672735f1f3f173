import { Star, StarHalf } from 'lucide-react';

const maxStars = 5;

/** Stars for a rating of whole or half points, read out as 'Rated 4.5 out of 5'. */
export function Rating({ value }: { value: number }) {
  const full = Math.floor(value);
  const half = value - full >= 0.5;
  return (
    <p className="flex items-center gap-0.5 text-accent-strong">
      <span className="sr-only">
        Rated {value} out of {maxStars}
      </span>
      {Array.from({ length: full }, (_, index) => (
        <Star key={index} aria-hidden="true" className="size-4 fill-current" />
      ))}
      {half && <StarHalf aria-hidden="true" className="size-4 fill-current" />}
    </p>
  );
}
