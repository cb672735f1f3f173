import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Button } from '../Button';
import { TextField } from '../forms/Field';

interface FilterBarProps {
  /** Names the search landmark: 'Filter orders'. */
  label: string;
  children: ReactNode;
  /** Filters a phone shows only on request, so the list starts within the first screen; always shown from a tablet's width. */
  more?: ReactNode;
  /** How many of those are set, said on the button that shows them. */
  moreSet?: number;
  /** After every filter, always shown: Clear filters. */
  actions?: ReactNode;
  className?: string;
}

/** The filters above a list, in a search landmark, on a grid the page sizes (`className`, e.g. lg:grid-cols-5). */
export function FilterBar({ label, children, more, moreSet = 0, actions, className = '' }: FilterBarProps) {
  const [moreShown, setMoreShown] = useState(false);
  const moreId = useId();
  return (
    <search aria-label={label} className={`mb-3 grid grid-cols-2 items-end gap-3 rounded-box border border-grey-200 bg-white p-3 sm:mb-4 sm:gap-4 sm:p-4 ${className}`.trim()}>
      {children}
      {more && (
        <>
          <Button variant="ghost" aria-expanded={moreShown} aria-controls={moreId} className="col-span-2 border border-grey-300 sm:hidden" onClick={() => setMoreShown(!moreShown)}>
            {moreShown ? 'Fewer filters' : 'More filters'}
            {moreSet > 0 && ` (${moreSet} set)`}
          </Button>
          {/* From a tablet's width the wrapper steps aside (display: contents) and its fields join the bar's grid. */}
          <div id={moreId} className={`${moreShown ? 'grid' : 'hidden'} col-span-2 grid-cols-2 items-end gap-3 sm:contents`}>
            {more}
          </div>
        </>
      )}
      {actions}
    </search>
  );
}

/** How long the search waits after the last key before it asks: one question a pause, not one a key. */
const searchPauseMs = 300;

interface SearchFilterProps {
  label: string;
  /** The words in the address now. */
  value: string | undefined;
  onSearch: (words: string | undefined) => void;
  className?: string;
}

/**
 * A search box whose words go into the page's address once the typing pauses. What is typed meanwhile is a
 * draft against the address it was typed over; when something else changes the address (Clear filters), the
 * draft is dropped and the box shows the address's words.
 */
export function SearchFilter({ label, value = '', onSearch, className }: SearchFilterProps) {
  const [draft, setDraft] = useState<{ text: string; against: string }>();
  const live = draft?.against === value ? draft : undefined;
  const send = useRef(onSearch);
  useEffect(() => {
    send.current = onSearch;
  });

  const typed = live?.text;
  useEffect(() => {
    const words = typed?.trim();
    if (words === undefined || words === value) return undefined;
    const timer = setTimeout(() => {
      setDraft({ text: typed ?? '', against: words });
      send.current(words || undefined);
    }, searchPauseMs);
    return () => clearTimeout(timer);
  }, [typed, value]);

  return <TextField label={label} type="search" value={live?.text ?? value} onChange={(event) => setDraft({ text: event.target.value, against: value })} className={className} />;
}

interface DateRangeFilterProps {
  from: string | undefined;
  to: string | undefined;
  onChange: (change: { from?: string | undefined; to?: string | undefined }) => void;
}

/** From and To, Lagos calendar days, side by side even on a phone. */
export function DateRangeFilter({ from = '', to = '', onChange }: DateRangeFilterProps) {
  return (
    <>
      <TextField label="From" type="date" value={from} max={to || undefined} onChange={(event) => onChange({ from: event.target.value || undefined })} />
      <TextField label="To" type="date" value={to} min={from || undefined} onChange={(event) => onChange({ to: event.target.value || undefined })} />
    </>
  );
}

/** Shown while any filter is set. */
export function ClearFiltersButton({ onClear, className = '' }: { onClear: () => void; className?: string }) {
  return (
    <Button variant="ghost" className={`justify-self-start border border-grey-300 ${className}`.trim()} onClick={onClear}>
      Clear filters
    </Button>
  );
}
