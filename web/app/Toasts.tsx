import { useEffect } from 'react';
import { CircleAlert, CircleCheck, Info } from 'lucide-react';
import toast, { useToaster, type Toast } from 'react-hot-toast/headless';

/** SPEC.md section 9: at most 20 toasts at once; errors stay 4000 ms, successes 2000 ms. */
const maxVisibleToasts = 20;
const toastOptions = { error: { duration: 4000 }, success: { duration: 2000 } };

const toastLook: Record<string, { Icon: typeof Info; className: string }> = {
  success: { Icon: CircleCheck, className: 'text-success' },
  error: { Icon: CircleAlert, className: 'text-danger' },
};

function ToastCard({ shown }: { shown: Toast }) {
  const look = toastLook[shown.type] ?? { Icon: Info, className: 'text-navy-700' };
  const message = typeof shown.message === 'function' ? shown.message(shown) : shown.message;
  return (
    <div
      {...shown.ariaProps}
      className={`pointer-events-auto flex max-w-sm items-start gap-3 rounded-box bg-white px-4 py-3 text-sm text-navy-900 shadow-raised transition-opacity duration-200 motion-reduce:transition-none ${shown.visible ? 'opacity-100' : 'opacity-0'}`}
    >
      <look.Icon aria-hidden="true" className={`mt-0.5 size-4 shrink-0 ${look.className}`} />
      <div>{message}</div>
    </div>
  );
}

/**
 * react-hot-toast's headless mode: the same store and timers, drawn with our own classes, so no style
 * element is injected at run time (the Content-Security-Policy allows none).
 */
export function Toasts() {
  const { toasts, handlers } = useToaster(toastOptions);

  useEffect(() => {
    // Newest toasts come first, so the oldest are the ones let go.
    toasts
      .filter((shown) => shown.visible)
      .slice(maxVisibleToasts)
      .forEach((extra) => toast.dismiss(extra.id));
  }, [toasts]);

  return (
    <div className="pointer-events-none fixed inset-x-0 top-4 z-50 flex flex-col items-center gap-2 px-4" onMouseEnter={handlers.startPause} onMouseLeave={handlers.endPause}>
      {toasts.map((shown) => (
        <ToastCard key={shown.id} shown={shown} />
      ))}
    </div>
  );
}
