import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { studioFixture, whiteLabelSite } from '../../test/fixtures';
import { renderApp } from '../../test/renderApp';
import { brandColor, DEFAULT_BRAND_COLOR, textOnBrand } from '../brand';

function favicon(): string | null {
  return document.head.querySelector('link[rel="icon"]')?.getAttribute('href') ?? null;
}

const bari = studioFixture({
  slug: 'baristudio',
  name: 'Bari Studio',
  headerTitle: 'Bari Studio classes online',
});

describe('Brand on the general site', () => {
  it('uses the StreamFit brand: colour, title and favicon', async () => {
    await renderApp('/studios');
    expect(document.documentElement.style.getPropertyValue('--brand')).toBe('#9ac8b9');
    // StreamFit's light mint carries dark text on buttons.
    expect(document.documentElement.style.getPropertyValue('--brand-contrast')).toBe('#14191b');
    expect(favicon()).toBe('/media/brand/favicon.svg');
  });

  it("lets a studio page use the studio's own title", async () => {
    await renderApp('/studios/baristudio', { studios: [bari] });
    expect(document.title).toBe('Bari Studio classes online');
  });
});

describe('Brand on a white-label site', () => {
  it("applies the studio's colour, favicon and page title", async () => {
    await renderApp('/studios', { site: whiteLabelSite(bari), studios: [bari] });
    expect(document.documentElement.style.getPropertyValue('--brand')).toBe('#c0392b');
    // A dark brand colour gets white button text, to stay readable.
    expect(document.documentElement.style.getPropertyValue('--brand-contrast')).toBe('#ffffff');
    expect(favicon()).toBe('/media/studios/baristudio/favicon.svg');
    expect(document.title).toBe('Bari Studio On Demand');
  });

  it("keeps the brand's title even on a studio page", async () => {
    await renderApp('/studios/baristudio', { site: whiteLabelSite(bari), studios: [bari] });
    expect(screen.getByRole('heading', { name: 'Experience Bari Studio on demand' })).toBeTruthy();
    expect(document.title).toBe('Bari Studio On Demand');
  });

  it("shows the studio's branded page at / with START YOUR FREE TRIAL and LOGIN", async () => {
    await renderApp('/', { site: whiteLabelSite(bari), studios: [bari] });
    const page = screen.getByRole('article', { name: 'Bari Studio' });
    expect(within(page).getByRole('heading', { name: 'Experience Bari Studio on demand' })).toBeTruthy();
    // The studio's own site shows its own logo, not the combined one.
    expect(within(page).getByRole('img', { name: 'Bari Studio logo' }).getAttribute('src')).toBe(
      '/media/studios/baristudio/logo.svg',
    );
    expect(
      within(page).getAllByRole('link', { name: 'START YOUR FREE TRIAL' })[0]!.getAttribute('href'),
    ).toBe('/signup');
    expect(within(page).getByRole('link', { name: 'LOGIN' }).getAttribute('href')).toBe('/login');
    expect(screen.queryByRole('heading', { name: 'Choose your studio' })).toBeNull();
  });

  it('falls back to the default colour when the brand colour is unusable', async () => {
    await renderApp('/studios', { site: whiteLabelSite(bari, { color: 'not a colour' }), studios: [bari] });
    expect(document.documentElement.style.getPropertyValue('--brand')).toBe(DEFAULT_BRAND_COLOR);
  });
});

describe('brand colour helpers', () => {
  it('accepts #hex and bare hex, and rejects anything else', () => {
    expect(brandColor('#C0392B')).toBe('#c0392b');
    expect(brandColor('c0392b')).toBe('#c0392b');
    expect(brandColor('#abc')).toBe('#abc');
    expect(brandColor('red; background: url(x)')).toBe(DEFAULT_BRAND_COLOR);
    expect(brandColor(null)).toBe(DEFAULT_BRAND_COLOR);
  });

  it('picks the more readable text colour', () => {
    expect(textOnBrand('#9ac8b9')).toBe('#14191b');
    expect(textOnBrand('#ffeb3b')).toBe('#14191b');
    expect(textOnBrand('#1a237e')).toBe('#ffffff');
  });
});
