import { describe, expect, it } from 'vitest';
import { turnQueue } from './turns';

/** A page of parts: each, in its turn, records itself and asks turns for the parts inside it. */
type Part = { name: string; inside?: Part[] };

/** One page's queue, as the page has one: every part that asks, now or later, asks it. */
function pageQueue() {
  const counted = { tasks: 0 };
  const nextTurn = turnQueue(async () => {
    counted.tasks += 1;
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  return { nextTurn, counted };
}

function takeOver(page: Part[], { nextTurn, counted } = pageQueue()) {
  const order: string[] = [];
  const tasksBefore = counted.tasks;
  let pending = 0;
  let settle = () => {};
  const done = new Promise<void>((resolve) => (settle = resolve));
  const ask = (part: Part) => {
    pending += 1;
    void nextTurn().then(() => {
      order.push(part.name);
      part.inside?.forEach(ask);
      pending -= 1;
      if (pending === 0) settle();
    });
  };
  page.forEach(ask);
  return done.then(() => ({ order, tasks: counted.tasks - tasksBefore }));
}

describe('taking over the server page in turns', () => {
  it('goes in document order: a part, then the parts inside it, then its next sibling', async () => {
    const { order } = await takeOver([
      { name: 'header', inside: [{ name: 'cart count' }, { name: 'phone menu', inside: [{ name: 'menu links' }] }] },
      { name: 'page', inside: [{ name: 'hero' }, { name: 'booking form' }] },
      { name: 'footer' },
    ]);
    expect(order).toEqual(['header', 'cart count', 'phone menu', 'menu links', 'page', 'hero', 'booking form', 'footer']);
  });

  it('gives every part a task of its own, so the browser can answer a tap between any two', async () => {
    const { order, tasks } = await takeOver([{ name: 'header', inside: [{ name: 'menu' }] }, { name: 'page' }, { name: 'footer' }]);
    expect(tasks).toBe(order.length);
  });

  it('starts again for parts that ask once the queue has run dry', async () => {
    const queue = pageQueue();
    const first = await takeOver([{ name: 'page' }], queue);
    const later = await takeOver([{ name: 'recommended products', inside: [{ name: 'product card' }] }], queue);
    expect([...first.order, ...later.order]).toEqual(['page', 'recommended products', 'product card']);
    expect(later.tasks).toBe(later.order.length);
  });
});
