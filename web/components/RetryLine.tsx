/** A quiet line for a list that failed to load, with a button that asks again. */
export function RetryLine({ children, onRetry }: { children: string; onRetry: () => void }) {
  return (
    <p className="text-grey-700">
      {children}{' '}
      <button type="button" onClick={onRetry} className="font-semibold text-navy-700 underline underline-offset-2 hover:text-navy-950">
        Try again
      </button>
    </p>
  );
}
