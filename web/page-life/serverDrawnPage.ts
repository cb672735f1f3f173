/**
 * True while the app is taking over the page the server drew, and false from the first page the app draws
 * itself (a client-side navigation, or a page the server sent empty). Parts that wait before they take over
 * their server-drawn HTML (lazyWhenNear, inTurn) must not wait on a page that has none.
 */
let takingOverServerPage = typeof document !== 'undefined';

export function isTakingOverServerPage(): boolean {
  return takingOverServerPage;
}

export function serverPageTakenOver() {
  takingOverServerPage = false;
}
