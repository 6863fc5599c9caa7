// Developers learn the graph in the bundled GraphiQL playground, which must work with no internet.
import type { Browser } from 'playwright-core';
import { launchBrowser, openPage, stackInfo } from './support/browser.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

test('GET /graphql in a browser opens GraphiQL, runs a query, and loads nothing from outside', async () => {
  const { url } = stackInfo();
  const { page, context, offMachineRequests } = await openPage(browser);
  const response = await page.goto(`${url}/graphql`);
  expect(response?.status()).toBe(200);
  await page.locator('.graphiql-container').waitFor();
  // The editor is filled with the welcome query once GraphiQL has loaded the schema.
  await page.locator('.graphiql-query-editor').getByText('StudiosAndSite').first().waitFor();
  const graphqlCall = page.waitForResponse(
    (res) =>
      res.url().endsWith('/graphql') &&
      res.request().method() === 'POST' &&
      (res.request().postData() ?? '').includes('studios'),
  );
  await page
    .getByRole('button', { name: /execute query/i })
    .first()
    .click();
  const res = await graphqlCall;
  expect(res.status()).toBe(200);
  const body = (await res.json()) as {
    data?: { studios?: { totalCount: number; edges: unknown[] } };
    errors?: unknown;
  };
  expect(body.errors).toBeUndefined();
  expect(body.data?.studios?.totalCount).toBeGreaterThanOrEqual(30);
  expect(body.data?.studios?.edges.length).toBeGreaterThan(0);
  // The answer is shown in the result pane, not only fetched.
  await page.locator('.graphiql-response').getByText('totalCount').first().waitFor();
  expect(offMachineRequests).toEqual([]);
  await context.close();
});

test('the gateway answers malformed GraphQL with 400 and the parser message', async () => {
  const { url } = stackInfo();
  const res = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: '{ studios { ' }),
  });
  expect(res.status).toBe(400);
  const body = (await res.json()) as { errors: { message: string }[] };
  expect(body.errors[0]!.message).toMatch(/Syntax Error/);
});
