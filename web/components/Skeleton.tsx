/** A grey block the size of what is on its way, so nothing jumps when it arrives; give it its size. */
export function Skeleton({ className }: { className: string }) {
  return <div aria-hidden="true" className={`animate-pulse rounded-box bg-grey-100 motion-reduce:animate-none ${className}`} />;
}
