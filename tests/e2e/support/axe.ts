import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** WCAG 2.0, 2.1 and 2.2, levels A and AA. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;

export async function runAxe(page: Page): Promise<AxeResults> {
  return new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
}

export function describeViolations(violations: AxeResults['violations']): string {
  return violations
    .map((violation) => {
      const nodes = violation.nodes.map((node) => `    - ${JSON.stringify(node.target)}${node.failureSummary ? `\n      ${node.failureSummary.replace(/\n/g, '\n      ')}` : ''}`);
      return `  ${violation.id} (${violation.impact ?? 'no impact'}): ${violation.help}\n${nodes.join('\n')}`;
    })
    .join('\n');
}

/** Runs axe on the page as it is now and fails, listing every violation, when there is any. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  const { violations } = await runAxe(page);
  if (violations.length > 0) {
    const report = `axe: ${violations.length} violation(s) on ${page.url()}\n${describeViolations(violations)}`;
    process.stderr.write(`\n${report}\n`);
    expect.fail(report);
  }
}
