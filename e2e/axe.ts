import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { waitForOfficePageInUse } from './demo-admin';

/** WCAG 2.2 AA as axe knows it: every A and AA rule from 2.0 to 2.2. */
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;

/** One line a violation, then its elements, so a failing run says what to fix and where. */
function describeViolations(violations: AxeResults['violations']): string {
  return violations
    .map((violation) => {
      const targets = violation.nodes.map((node) => `    ${node.target.join(' ')}`).join('\n');
      return `${violation.id} (${violation.impact ?? 'no impact'}): ${violation.help}\n${targets}`;
    })
    .join('\n');
}

/**
 * Runs axe on the page as it is now and expects nothing against WCAG 2.2 AA. The check is soft, so a
 * test that scans one page at several widths reports every width's violations, not only the first.
 */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  await waitForOfficePageInUse(page);
  // A toast fading in or out has a colour between its own and the page's: axe judged such a half-faded toast's
  // text as too faint. What a person reads is the settled page, so the scan waits for transitions to end.
  await page.waitForFunction(() => document.getAnimations().every((animation) => !(animation instanceof CSSTransition)));
  const { violations } = await new AxeBuilder({ page }).withTags(wcagTags).analyze();
  const width = page.viewportSize()?.width ?? 0;
  expect.soft(violations, `WCAG violations at ${width} px on ${page.url()}:\n${describeViolations(violations)}`).toEqual([]);
}
