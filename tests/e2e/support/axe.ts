import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** WCAG 2.0, 2.1 and 2.2, levels A and AA. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;

/**
 * Runs axe in the page itself (legacy mode: one `axe.run`), not frame by frame with a blank page
 * opened to combine the results, which cost several seconds a run; the portal's screens have no
 * cross-origin frames, the only ones this mode leaves out.
 */
export async function runAxe(page: Page): Promise<AxeResults> {
  return new AxeBuilder({ page }).withTags(WCAG_TAGS).setLegacyMode(true).analyze();
}

export function describeViolations(violations: AxeResults['violations']): string {
  return violations
    .map((violation) => {
      const nodes = violation.nodes.map((node) => `    - ${JSON.stringify(node.target)}${node.failureSummary ? `\n      ${node.failureSummary.replace(/\n/g, '\n      ')}` : ''}`);
      return `  ${violation.id} (${violation.impact ?? 'no impact'}): ${violation.help}\n${nodes.join('\n')}`;
    })
    .join('\n');
}

/** How long a transition on the page (a tooltip fading in) may take before axe runs anyway. */
const SETTLE_TIMEOUT_MS = 2_000;

/**
 * Waits until no CSS transition or animation is running: axe would judge the colours of an
 * element halfway through fading in (white on a half-transparent background) as too pale.
 */
async function settled(page: Page): Promise<void> {
  const running = () => page.evaluate(() => document.getAnimations().filter((animation) => animation.playState === 'running').length);
  await expect.poll(running, { timeout: SETTLE_TIMEOUT_MS }).toBe(0).catch(() => undefined);
}

/** Runs axe on the page once it is still and fails, listing every violation, when there is any. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  await settled(page);
  const { violations } = await runAxe(page);
  if (violations.length > 0) {
    const report = `axe: ${violations.length} violation(s) on ${page.url()}\n${describeViolations(violations)}`;
    process.stderr.write(`\n${report}\n`);
    expect.fail(report);
  }
}
