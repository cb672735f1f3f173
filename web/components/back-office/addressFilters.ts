import { useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import type { z } from 'zod';

/**
 * A list's filters as the page's address holds them, checked by the same schema the server checks them with,
 * so a filtered list can be bookmarked, sent or linked from the dashboard. A value the server would refuse
 * (a hand-edited address) is left out, not sent.
 */
export function filtersOf<Shape extends Record<string, z.ZodType>>(schema: z.ZodObject<Shape>, params: URLSearchParams): Partial<z.output<z.ZodObject<Shape>>> {
  const filters: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(schema.shape)) {
    const value = params.get(name);
    const checked = value ? field.safeParse(value) : undefined;
    if (checked?.success && checked.data !== undefined) filters[name] = checked.data;
  }
  return filters as Partial<z.output<z.ZodObject<Shape>>>;
}

/**
 * The filters of the page's address, and the ways to change them. Every change replaces the address rather
 * than adding to the history, so Back still leaves the page.
 */
export function useAddressFilters<Shape extends Record<string, z.ZodType>>(schema: z.ZodObject<Shape>) {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => filtersOf(schema, params), [schema, params]);
  // The address as last asked for: two changes in a row (From, then To) both land, before the page has drawn the first.
  const asked = useRef(params);
  useEffect(() => {
    asked.current = params;
  }, [params]);

  function replaceAddress(next: URLSearchParams) {
    asked.current = next;
    setParams(next, { replace: true });
  }

  function setFilters(change: Partial<Record<keyof Shape & string, string | undefined>>) {
    const next = new URLSearchParams(asked.current);
    for (const [name, value] of Object.entries(change)) {
      if (value) next.set(name, value);
      else next.delete(name);
    }
    replaceAddress(next);
  }

  return {
    filters,
    setFilter: (name: keyof Shape & string, value: string | undefined) => setFilters({ [name]: value } as Partial<Record<keyof Shape & string, string>>),
    setFilters,
    /** Whether any of these filters is set: the list says 'no match' rather than 'nothing yet'. */
    anyOf: (names: readonly (keyof Shape & string)[]) => names.some((name) => (filters as Record<string, unknown>)[name] !== undefined),
    /** Drops every filter but the ones named (the tab, usually). */
    clearFilters: (keep: readonly (keyof Shape & string)[] = []) => {
      const next = new URLSearchParams();
      for (const name of keep) {
        const value = asked.current.get(name);
        if (value) next.set(name, value);
      }
      replaceAddress(next);
    },
  };
}
