import type { ReactNode } from 'react';
import { inTurn } from './inTurn';

/** One batch of a list's items, taken over in a turn of its own. */
const BatchInTurn = inTurn(function Batch({ draw }: { draw: () => ReactNode }) {
  return <>{draw()}</>;
});

/**
 * A long list taken over `size` items a turn, top down (rule 2): a shop's grid or fifty rows of a list at
 * once were one long task on a phone. The list's own element (a <ul>, a <tbody>) stays where it is; each
 * batch is drawn inside it, as the server drew it.
 */
export function InBatches<Item>({ items, size, children }: { items: readonly Item[]; size: number; children: (item: Item, index: number) => ReactNode }) {
  const batches = Array.from({ length: Math.ceil(items.length / size) }, (_, n) => items.slice(n * size, (n + 1) * size));
  return (
    <>
      {batches.map((batch, n) => (
        <BatchInTurn key={n} draw={() => batch.map((item, index) => children(item, n * size + index))} />
      ))}
    </>
  );
}
