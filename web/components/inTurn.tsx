import { lazy, Suspense, useState, type ComponentType } from 'react';
import { isTakingOverServerPage } from './serverDrawnPage';

let lastTurn = Promise.resolve();

/** Resolves in a task of its own, after every turn asked for before it. */
function nextTurn(): Promise<void> {
  lastTurn = lastTurn.then(() => new Promise((resolve) => setTimeout(resolve, 0)));
  return lastTurn;
}

/**
 * A part of the server-drawn page that the app takes over in a task of its own, after the parts that came
 * before it. Taking over a whole page at once kept a slow phone's main thread busy for one long stretch, and
 * a tap during it waited; in turns, the browser can answer between them. Until its turn, the server's HTML
 * stays on screen untouched. The part must draw exactly one root element: that is what Preact keeps while it
 * waits. On pages the app draws itself there is nothing to take over, and the part draws at once.
 */
export function inTurn<Props extends object>(Part: ComponentType<Props>) {
  const PartLater = lazy(() => nextTurn().then(() => ({ default: Part })));
  return function PartInTurn(props: Props) {
    const [waitsForTurn] = useState(isTakingOverServerPage);
    if (!waitsForTurn) return <Part {...props} />;
    return (
      <Suspense fallback={null}>
        <PartLater {...props} />
      </Suspense>
    );
  };
}
