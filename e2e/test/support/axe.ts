// Accessibility checks with axe-core (an e2e devDependency), injected into the page under test.
// WCAG 2.0/2.1 A and AA rules; a test fails on serious or critical violations.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const require = createRequire(import.meta.url);
/**
 * axe's source, run through the DevTools protocol (page.evaluate) rather than as a script tag: the
 * site's Content-Security-Policy allows no inline script, and the check must not weaken it.
 */
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] as const;
const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  helpUrl: string;
  nodes: { target: string; html: string; summary: string }[];
}

/** A page of the site to check: the path, and a text that proves the page (not a spinner) is drawn. */
export interface A11yRoute {
  path: string;
  /** Text visible once the page is drawn (string: contained; RegExp: matched). */
  expectText: string | RegExp;
}

/** Runs axe on the page as it is now; returns the serious and critical violations. */
export async function seriousViolations(
  page: Page,
  options: { exclude?: string[] } = {},
): Promise<AxeViolation[]> {
  const loaded = await page.evaluate(
    () => typeof (window as unknown as { axe?: unknown }).axe !== 'undefined',
  );
  if (!loaded) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(
    async ({ tags, exclude }) => {
      const axe = (
        window as unknown as {
          axe: { run: (context: unknown, options: unknown) => Promise<{ violations: unknown[] }> };
        }
      ).axe;
      const context =
        exclude.length > 0
          ? { include: [['html']], exclude: exclude.map((selector) => [selector]) }
          : document;
      const result = await axe.run(context, {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations'],
      });
      return result.violations as {
        id: string;
        impact: string | null;
        help: string;
        helpUrl: string;
        nodes: { target: unknown[]; html: string; failureSummary?: string }[];
      }[];
    },
    { tags: [...WCAG_TAGS], exclude: options.exclude ?? [] },
  );
  return violations
    .filter((violation) => violation.impact !== null && BLOCKING_IMPACTS.has(violation.impact))
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      helpUrl: violation.helpUrl,
      nodes: violation.nodes.map((node) => ({
        target: node.target.map(String).join(' '),
        html: node.html.slice(0, 200),
        summary: node.failureSummary ?? '',
      })),
    }));
}

/** A readable list of violations for a failing assertion. */
export function describeViolations(violations: AxeViolation[]): string {
  return violations
    .map(
      (v) =>
        `${v.impact} ${v.id}: ${v.help}\n${v.nodes.map((n) => `  - ${n.target}\n    ${n.html}\n    ${n.summary.replace(/\n/g, ' ')}`).join('\n')}`,
    )
    .join('\n');
}

/** Fails the test (with every offending element listed) if axe finds serious or critical violations. */
export async function expectNoSeriousViolations(
  page: Page,
  label = page.url(),
  options: { exclude?: string[] } = {},
): Promise<void> {
  const violations = await seriousViolations(page, options);
  if (violations.length > 0)
    throw new Error(`Accessibility violations on ${label}:\n${describeViolations(violations)}`);
}

/**
 * Opens `origin + route.path`, waits for the page's text and for loading to settle, then checks
 * it with axe. For route tables such as GENERAL_ROUTES in a11y.test.ts.
 */
export async function checkRoute(page: Page, origin: string, route: A11yRoute): Promise<void> {
  await page.goto(`${origin}${route.path}`);
  await page.getByText(route.expectText).first().waitFor({ timeout: 20_000 });
  // Spinners gone (pages draw their data after the route's query answers).
  await page
    .waitForFunction(
      () => document.querySelectorAll('[aria-busy="true"], .spinner').length === 0,
      undefined,
      { timeout: 20_000 },
    )
    .catch(() => undefined);
  // Every page names itself: a tab title and a meta description.
  const meta = await page.evaluate(() => ({
    title: document.title.trim(),
    description: document.querySelector('meta[name="description"]')?.getAttribute('content')?.trim() ?? '',
  }));
  if (meta.title === '' || meta.description === '')
    throw new Error(`${origin}${route.path}: missing title or meta description (${JSON.stringify(meta)})`);
  await expectNoSeriousViolations(page, `${origin}${route.path}`);
}
