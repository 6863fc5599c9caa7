import { readFileSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { CHROMIUM_PATH } from '../../../scripts/chromium.mjs';
import { e2eStackFile } from '../../../scripts/stack.mjs';

export interface StackInfo {
  port: number;
  url: string;
  backendUrl: string;
  /** The stack's DATA_DIR (its database, outbox and development secrets). */
  dataDir: string;
}

/** The staff account's password in the e2e stack (global-setup passes it as SEED_STAFF_PASSWORD). */
export const E2E_STAFF_PASSWORD = 'e2e-staff-password-2026';

export function stackInfo(): StackInfo {
  return JSON.parse(readFileSync(e2eStackFile, 'utf8')) as StackInfo;
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    // Flags for this offline, sandboxed machine: no background traffic to the internet.
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  });
}

/** A page that records every request leaving this machine, so a test can prove the site is offline-safe. */
export async function openPage(
  browser: Browser,
  options: { viewport?: { width: number; height: number }; timezoneId?: string } = {},
): Promise<{ context: BrowserContext; page: Page; offMachineRequests: string[]; consoleErrors: string[] }> {
  const context = await browser.newContext({
    viewport: options.viewport ?? { width: 1280, height: 900 },
    ...(options.timezoneId ? { timezoneId: options.timezoneId } : {}),
  });
  const page = await context.newPage();
  const offMachineRequests: string[] = [];
  const consoleErrors: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    const local =
      url.hostname === 'localhost' || url.hostname.endsWith('.localhost') || url.hostname === '127.0.0.1';
    if (!local && !['data:', 'blob:', 'about:'].includes(url.protocol))
      offMachineRequests.push(request.url());
  });
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  page.on('pageerror', (error) => consoleErrors.push(error.message));
  return { context, page, offMachineRequests, consoleErrors };
}

/** Asks the running gateway a GraphQL question (plain query text, as GraphiQL would). */
export async function graphql<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const res = await fetch(`${stackInfo().url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await res.json()) as { data: T; errors?: unknown[] };
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data;
}
