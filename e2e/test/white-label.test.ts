// A studio's own white-label site, opened at its `<label>.localhost` alias on this machine.
import type { Browser } from 'playwright-core';
import { graphql, launchBrowser, openPage, stackInfo } from './support/browser.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

interface WhiteLabelStudios {
  studios: {
    edges: {
      node: {
        name: string;
        whiteLabel: { localAlias: string; color: string; pageTitle: string; faviconUrl: string } | null;
        images: { logo: string };
      };
    }[];
  };
}

test('each white-label host shows its brand colour, logo, favicon, title and the reduced navbar', async () => {
  const { port } = stackInfo();
  const data = await graphql<WhiteLabelStudios>(
    'query { studios(first: 100) { edges { node { name whiteLabel { localAlias color pageTitle faviconUrl } images { logo } } } } }',
  );
  const whiteLabels = data.studios.edges.map((e) => e.node).filter((s) => s.whiteLabel);
  expect(whiteLabels.length).toBeGreaterThanOrEqual(3);

  for (const studio of whiteLabels) {
    const wl = studio.whiteLabel!;
    const origin = `http://${wl.localAlias}:${port}`;
    const { page, context, offMachineRequests } = await openPage(browser);
    await page.goto(`${origin}/`);
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await nav.getByRole('link', { name: 'START YOUR FREE TRIAL' }).waitFor();

    // Only START YOUR FREE TRIAL and LOGIN: no Studios, How it Works or Live Schedule.
    const labels = (await nav.getByRole('link').allInnerTexts()).map((t) => t.trim()).filter(Boolean);
    expect(labels.sort()).toEqual(['LOGIN', 'START YOUR FREE TRIAL']);
    await expect(nav.getByText('Studios').count()).resolves.toBe(0);

    // Brand colour, applied to the page and to the trial button.
    const brand = await page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--brand').trim().toLowerCase(),
    );
    expect(brand).toBe(wl.color.toLowerCase());
    const buttonColour = await nav
      .getByRole('link', { name: 'START YOUR FREE TRIAL' })
      .evaluate((el) => getComputedStyle(el).backgroundColor);
    const hex = wl.color.replace('#', '');
    const rgb = `rgb(${parseInt(hex.slice(0, 2), 16)}, ${parseInt(hex.slice(2, 4), 16)}, ${parseInt(hex.slice(4, 6), 16)})`;
    expect(buttonColour).toBe(rgb);

    // Logo, favicon and title are the studio's.
    const logo = page.getByRole('banner').getByRole('img', { name: studio.name });
    await expect(logo.getAttribute('src')).resolves.toBe(studio.images.logo);
    // Drawn, not merely in the page: wait until the image has loaded and decoded (decode() rejects a
    // broken one), as a slow machine may still be fetching it.
    await expect(
      logo.evaluate(async (img) => {
        await (img as HTMLImageElement).decode();
        return (img as HTMLImageElement).naturalWidth;
      }),
    ).resolves.toBeGreaterThan(0);
    const favicon = await page.$eval('link[rel~="icon"]', (link) => link.getAttribute('href'));
    expect(favicon).toBe(wl.faviconUrl);
    await expect(page.title()).resolves.toBe(wl.pageTitle);

    // The white-label footer: privacy, terms and the studio's contact line only.
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('link', { name: /privacy/i }).waitFor();
    await footer.getByRole('link', { name: /terms/i }).waitFor();
    await expect(footer.getByText(/newsletter|inbox/i).count()).resolves.toBe(0);

    expect(offMachineRequests).toEqual([]);
    await context.close();
  }
});

test('the general site stays general on plain localhost', async () => {
  const { url } = stackInfo();
  const { page, context } = await openPage(browser);
  await page.goto(url);
  const brand = await page.evaluate(() =>
    getComputedStyle(document.documentElement).getPropertyValue('--brand').trim().toLowerCase(),
  );
  expect(brand).toBe('#9ac8b9');
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('button', { name: /studios/i })
    .first()
    .waitFor();
  await context.close();
});
