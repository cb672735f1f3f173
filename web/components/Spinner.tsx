import { LoaderCircle } from 'lucide-react';

interface SpinnerProps {
  label?: string;
  size?: 'md' | 'lg';
}

const sizes = { md: 'size-6', lg: 'size-8' } as const;

export function Spinner({ label = 'Loading...', size = 'md' }: SpinnerProps) {
  return (
    <span role="status" className="inline-flex items-center text-navy-700">
      <LoaderCircle aria-hidden="true" className={`${sizes[size]} animate-spin`} />
      <span className="sr-only">{label}</span>
    </span>
  );
}

/** Holds the place of a page while its code or the user check is on the way. */
export function PageSpinner({ label }: Pick<SpinnerProps, 'label'>) {
  return (
    <div className="flex min-h-[50vh] items-center justify-center">
      <Spinner label={label} size="lg" />
    </div>
  );
}
