import { lazy, Suspense, useState, type ComponentType } from 'react';
import { yieldToBrowser } from './yieldToBrowser';
import { isTakingOverServerPage } from './serverDrawnPage';
import { turnQueue } from './turns';

const takeTurn = turnQueue(yieldToBrowser);

/** Resolves in a task of its own, in document order, in the browser; at once on the server. */
function nextTurn(): Promise<void> {
  return typeof document === 'undefined' ? Promise.resolve() : takeTurn();
}

/** True on the server and while the browser takes over the server's page. */
function waitsForTurn(): boolean {
  return typeof document === 'undefined' || isTakingOverServerPage();
}

/**
 * A part of the server-drawn page that the app takes over in a task of its own. Taking over a whole page at
 * once kept a slow phone's main thread busy for one long stretch, and a tap during it waited; in turns, the
 * browser can answer between them. Until its turn the server's HTML stays on screen untouched: the server
 * draws the same Suspense boundary and marks the part's HTML (<!--$s-->), which Preact keeps while the part
 * waits. On pages the app draws itself there is nothing to take over, and the part draws at once.
 */
export function inTurn<Props extends object>(Part: ComponentType<Props>) {
  return function PartInTurn(props: Props) {
    // One lazy per use, so that each use waits for a turn of its own.
    const [PartLater] = useState(() => (waitsForTurn() ? lazy(() => nextTurn().then(() => ({ default: Part }))) : null));
    if (!PartLater) return <Part {...props} />;
    return (
      <Suspense fallback={null}>
        <PartLater {...props} />
      </Suspense>
    );
  };
}
