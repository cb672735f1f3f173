import { useLocation } from 'react-router';

type CameFrom = { list?: unknown };

/** The state a list's row link carries to its detail page: the list's address with its filters. */
export function useListLinkState(): CameFrom {
  const { pathname, search } = useLocation();
  return { list: `${pathname}${search}` };
}

/** The way back from a detail page: to the list as it was left (its tab, filters and search), else to `listPath`. */
export function useBackToList(listPath: string): string {
  const state = useLocation().state as CameFrom | null;
  const list = state?.list;
  return typeof list === 'string' && (list === listPath || list.startsWith(`${listPath}?`)) ? list : listPath;
}
