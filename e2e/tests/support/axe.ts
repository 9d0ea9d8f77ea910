import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** WCAG 2.x level A and AA rules: the site's conformance target. */
export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

export interface AxeFinding {
  where: string;
  rule: string;
  impact: string | null | undefined;
  help: string;
  targets: string[];
}

type Violation = { id: string; impact?: string | null; help: string; tags: string[]; nodes: { target: unknown }[] };

function findings(violations: Violation[], where: string): AxeFinding[] {
  return violations.map((violation) => ({
    where,
    rule: violation.id,
    impact: violation.impact,
    help: violation.help,
    targets: violation.nodes.map((node) => JSON.stringify(node.target)).slice(0, 5),
  }));
}

const serious = (violation: Violation) => violation.impact === 'serious' || violation.impact === 'critical';

/**
 * The serious and critical violations of every rule axe runs by default, on the page. Only violations are
 * collected: the passes of long pages are what make axe slow.
 */
export async function seriousViolations(page: Page, where = ''): Promise<AxeFinding[]> {
  const results = await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).analyze();
  return findings(results.violations.filter(serious), where);
}

/**
 * One axe run for both checks of a page: every WCAG 2 A/AA violation whatever its impact (target-size, off by
 * default, is turned on: it is a WCAG 2.2 AA rule), and the serious or critical violations of every other rule.
 */
export async function wcagAndSeriousViolations(page: Page, where = ''): Promise<{ wcag: AxeFinding[]; serious: AxeFinding[] }> {
  const results = await new AxeBuilder({ page }).options({ resultTypes: ['violations'], rules: { 'target-size': { enabled: true } } }).analyze();
  const violations = results.violations as Violation[];
  return {
    wcag: findings(violations.filter((violation) => violation.tags.some((tag) => wcagTags.includes(tag))), where),
    serious: findings(violations.filter((violation) => serious(violation) && !violation.tags.some((tag) => wcagTags.includes(tag))), where),
  };
}
