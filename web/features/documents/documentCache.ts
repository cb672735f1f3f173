import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { forgetBackOfficeCounts } from '../admin';

/** Where a kind of document is cached: one query per document, and a key over its lists, tabs and counts. */
export type DocumentCache = { keyOf: (id: string) => QueryKey; listKey: QueryKey };

/** A document as the server now has it: its page shows it at once, and the lists, tabs and dashboard ask again. */
export function useDocumentChanged<Doc extends { _id: string }>(cache: DocumentCache) {
  const queryClient = useQueryClient();
  return (document: Doc) => {
    queryClient.setQueryData(cache.keyOf(document._id), document);
    void queryClient.invalidateQueries({ queryKey: cache.listKey });
    void forgetBackOfficeCounts(queryClient);
  };
}
