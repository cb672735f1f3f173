/**
 * The queue behind inTurn: parts of the server's page ask for a turn, and each turn comes in a task of its
 * own, in document order. A part's own parts, asking during its turn, go ahead of the parts that asked before
 * it, so that the page is taken over in the order the server drew it (and Preact numbers the useId()s the
 * same on both sides).
 */
export function turnQueue(betweenTurns: () => Promise<void>): () => Promise<void> {
  /** The parts waiting for a turn, first in line first. */
  const waiting: Array<() => void> = [];
  /** How many parts have asked since the current turn began: they queue ahead of the earlier askers. */
  let askedThisTurn = 0;
  let takingTurns = false;

  async function takeTurns() {
    takingTurns = true;
    while (waiting.length) {
      // The next part is picked only now, once the last one has drawn and queued the parts inside it.
      await betweenTurns();
      askedThisTurn = 0;
      waiting.shift()?.();
    }
    takingTurns = false;
  }

  return () =>
    new Promise((resolve) => {
      waiting.splice(askedThisTurn++, 0, resolve);
      if (!takingTurns) void takeTurns();
    });
}
