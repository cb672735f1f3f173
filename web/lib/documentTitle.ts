import { useEffect } from 'react';
import { documentTitleOf, type PageKey } from '../../contracts/pages';

/** Sets the browser tab's title: 'Services | Brightwire Electrical & Automation'. */
export function useDocumentTitle(title: string, key?: PageKey): void {
  useEffect(() => {
    document.title = documentTitleOf(title, key);
  }, [title, key]);
}
