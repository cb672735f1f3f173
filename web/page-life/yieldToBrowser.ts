/**
 * Lets the browser paint and answer taps before the next piece of start-up work: each task a phone runs
 * without a break delays whatever the visitor does meanwhile.
 */
export function yieldToBrowser(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
