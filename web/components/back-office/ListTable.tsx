import type { ReactNode } from 'react';
import { inTurn } from '../../page-life/inTurn';

interface ListTableProps {
  headings: readonly string[];
  /** The padding the list's cells share, so the headings line up with them. */
  cellClassName: string;
  /** A first heading cell that is not a column name, such as the tick that selects every row. */
  lead?: ReactNode;
  /** The rows: <tr> elements. */
  children: ReactNode;
}

/**
 * A list as a table on wide screens: it scrolls inside its box with the column headings in view. Phones get
 * the list's own cards instead. It takes the server's page over in a turn of its own, after the cards.
 */
export const ListTable = inTurn(ListTableBody);

function ListTableBody({ headings, cellClassName, lead, children }: ListTableProps) {
  return (
    <div className="hidden max-h-[70vh] scroll-pt-12 overflow-auto rounded-box border border-grey-200 bg-white md:block">
      <table className="w-full text-sm tabular-nums">
        <thead className="sticky top-0 z-10 bg-grey-100 text-navy-900">
          <tr>
            {lead}
            {headings.map((heading) => (
              <th key={heading} scope="col" className={`${cellClassName} font-semibold`}>
                {heading}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-grey-200">{children}</tbody>
      </table>
    </div>
  );
}
