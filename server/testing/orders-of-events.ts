/** The three ways two things can meet: one then the other, the other then the one, and both at once. */
export const orders = ['first then second', 'second then first', 'both at once'] as const;
export type Order = (typeof orders)[number];

/** Runs the two in the order named, answering their results in the order they were given. */
export async function inOrder<A, B>(order: Order, first: () => Promise<A>, second: () => Promise<B>): Promise<[A, B]> {
  if (order === 'first then second') {
    const a = await first();
    return [a, await second()];
  }
  if (order === 'second then first') {
    const b = await second();
    return [await first(), b];
  }
  return Promise.all([first(), second()]);
}
