import { Link, useSearchParams } from 'react-router';
import { countText, type BoundedCount } from '../../../contracts/lists';

export interface ListTab<Value extends string> {
  /** The value the tab puts in the address; undefined for the whole list. */
  value: Value | undefined;
  label: string;
  /** How many rows the tab holds, when the server counts them ('1,000+' past the limit). */
  count?: BoundedCount;
}

interface ListTabsProps<Value extends string> {
  /** What the tabs choose between, for screen readers: 'Orders to show'. */
  label: string;
  tabs: readonly ListTab<Value>[];
  /** The tab shown now, as the page read it from its address. */
  current: Value | undefined;
  /** The address's name for the tab: 'view'. */
  param?: string;
}

/**
 * The views of a list as links that change one word of the page's address, keeping its other filters, so a
 * view can be bookmarked and sent. A count is part of its tab's text, read once with it: 'To ship 12'.
 * One row: on a phone it scrolls sideways (the list below starts in the first screen), from the width of a
 * tablet it wraps.
 */
export function ListTabs<Value extends string>({ label, tabs, current, param = 'view' }: ListTabsProps<Value>) {
  const [params] = useSearchParams();
  const searchFor = (value: Value | undefined) => {
    const next = new URLSearchParams(params);
    if (value) next.set(param, value);
    else next.delete(param);
    return `?${next}`;
  };

  return (
    <nav aria-label={label} className="-mx-4 mb-3 overflow-x-auto px-4 sm:mx-0 sm:mb-4 sm:px-0">
      <ul className="flex gap-2 sm:flex-wrap">
        {tabs.map((tab) => {
          const isCurrent = tab.value === current;
          return (
            <li key={tab.value ?? ''} className="shrink-0">
              <Link
                to={{ search: searchFor(tab.value) }}
                replace
                aria-current={isCurrent ? 'page' : undefined}
                className={`flex min-h-11 items-center justify-between gap-2 rounded-box border px-3 text-sm font-semibold sm:justify-start ${
                  isCurrent ? 'border-navy-900 bg-navy-900 text-white' : 'border-grey-300 bg-white text-navy-900 hover:border-navy-700'
                }`}
              >
                {tab.label}
                {tab.count !== undefined && (
                  <span className={`min-w-6 rounded-full px-1.5 text-center text-sm leading-5 tabular-nums ${isCurrent ? 'bg-white text-navy-900' : 'bg-grey-100 text-navy-900'}`}>
                    {countText(tab.count)}
                  </span>
                )}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
