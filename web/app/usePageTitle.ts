import { useEffect } from 'react';
import { company } from '../content/company';

/** 'Services | Brightwire Electrical & Automation'; the company name alone without a page name. */
export function usePageTitle(page?: string): void {
  useEffect(() => {
    document.title = page ? `${page} | ${company.name}` : company.name;
  }, [page]);
}
