import { lazy, Suspense, useState, type ComponentType } from 'react';
import { yieldToBrowser } from '../app/yieldToBrowser';
import { isTakingOverServerPage } from './serverDrawnPage';

type Turn = () => Promise<void>;

/** The parts waiting to take over the server's HTML, first in line first. */
const waiting: Turn[] = [];
/**
 * How many parts have asked for a turn since the current one began. They queue ahead of the parts that asked
 * before it, so that a part's own parts come before its next sibling: the page is taken over in document
 * order, the order the server drew it in, and Preact numbers the useId()s the same on both sides.
 */
let askedThisTurn = 0;
let takingTurns = false;

async function takeTurns() {
  takingTurns = true;
  for (let turn = waiting.shift(); turn; turn = waiting.shift()) {
    await yieldToBrowser();
    askedThisTurn = 0;
    // A part whose code failed to load shows its error where it stands; the parts after it still take over.
    await turn().catch(() => undefined);
  }
  takingTurns = false;
}

/** Resolves in a task of its own once `ready` has: in document order in the browser, at once on the server. */
function nextTurn(ready: () => Promise<unknown>): Promise<void> {
  if (typeof document === 'undefined') return ready().then(() => undefined);
  return new Promise((resolve, reject) => {
    waiting.splice(askedThisTurn++, 0, () => ready().then(() => resolve(), reject));
    if (!takingTurns) void takeTurns();
  });
}

/** True on the server and while the browser takes over the server's page; read once, on the first draw. */
function useWaitsForTurn(): boolean {
  const [waitsForTurn] = useState(() => typeof document === 'undefined' || isTakingOverServerPage());
  return waitsForTurn;
}

/**
 * A part of the server-drawn page that the app takes over in a task of its own. Taking over a whole page at
 * once kept a slow phone's main thread busy for one long stretch, and a tap during it waited; in turns, the
 * browser can answer between them. Until its turn the server's HTML stays on screen untouched, so the part
 * must draw exactly one root element: that is what Preact keeps while it waits. The server draws the same
 * Suspense boundary. On pages the app draws itself there is nothing to take over, and the part draws at once.
 */
export function inTurn<Props extends object>(Part: ComponentType<Props>) {
  const PartLater = lazy(() => nextTurn(() => Promise.resolve()).then(() => ({ default: Part })));
  return function PartInTurn(props: Props) {
    if (!useWaitsForTurn()) return <Part {...props} />;
    return (
      <Suspense fallback={null}>
        <PartLater {...props} />
      </Suspense>
    );
  };
}
