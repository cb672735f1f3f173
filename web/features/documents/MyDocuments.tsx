import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Skeleton } from '../../components/Skeleton';
import { PagedList, type ListNoun } from '../../components/back-office/PagedList';
import { StatusChip } from '../../components/back-office/StatusChip';
import { usePagedList, type PagedListSource } from '../../components/back-office/usePagedList';
import type { StatusWords } from './DocumentStatus';

/** One document in the customer's list: its number (opening it), where it stands, its title, amount and day. */
export type MyDocumentRow = { to: string; number: string; title: string; status: StatusWords; amount: string; when: string };

function DocumentRow({ row }: { row: MyDocumentRow }) {
  return (
    <li className="rounded-box border border-grey-200 bg-white p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Link to={row.to} className="font-semibold text-navy-700 underline underline-offset-2 hover:text-navy-950">
          {row.number}
        </Link>
        <StatusChip tone={row.status.tone}>{row.status.label}</StatusChip>
      </div>
      <p className="mt-1 text-navy-900">{row.title}</p>
      <p className="text-sm text-grey-700 tabular-nums">
        {row.amount} · {row.when}
      </p>
    </li>
  );
}

const loading = (
  <div className="grid gap-3">
    <Skeleton className="h-24 w-full" />
    <Skeleton className="h-24 w-full" />
  </div>
);

interface MyDocumentsProps<Row extends { _id: string }, Name extends string> {
  /** ['quote', 'quotes']; the section's heading is `title`. */
  noun: ListNoun;
  title: string;
  source: PagedListSource<Name>;
  /** What an empty list says: where such documents come from. */
  empty: ReactNode;
  rowOf: (document: Row) => MyDocumentRow;
}

/** A signed-in customer's quotes or invoices, newest first, a page at a time, each opening in full. */
export function MyDocuments<Row extends { _id: string }, Name extends string>({ noun, title, source, empty, rowOf }: MyDocumentsProps<Row, Name>) {
  const documents = usePagedList<Row, Name>(source);
  const headingId = `my-${noun[1]}-heading`;
  return (
    <section aria-labelledby={headingId} className="grid gap-4">
      <h2 id={headingId} className="text-xl font-bold">
        {title}
      </h2>
      <PagedList list={documents} noun={noun} loading={loading} failure={`Your ${noun[1]} could not be loaded.`} empty={empty}>
        {(rows) => (
          <ul className="grid gap-3">
            {rows.map((document) => (
              <DocumentRow key={document._id} row={rowOf(document)} />
            ))}
          </ul>
        )}
      </PagedList>
    </section>
  );
}
