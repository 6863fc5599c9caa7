// The pages the accessibility suite (a11y.test.ts) opens and checks with axe. Add a page here
// with a text that shows once it is drawn (not the spinner).
import type { A11yRoute } from './axe.js';

/** The information pages, the same on both sites, with a text each shows. */
const INFO_ROUTES: A11yRoute[] = [
  { path: '/how-it-works', expectText: 'Four steps to your first workout' },
  { path: '/how-to-connect', expectText: 'Put your workout on the big screen' },
  { path: '/compatibledevices', expectText: 'COMING SOON' },
  { path: '/programs', expectText: 'Programs: a plan for every week' },
  { path: '/faq', expectText: 'Frequently Asked Questions' },
  { path: '/terms', expectText: 'Effective: August 2017' },
  { path: '/privacypolicy', expectText: 'Last updated: February 2021' },
];

/** The promo landing pages, the same on both sites. */
const PROMO_ROUTES: A11yRoute[] = [
  { path: '/specials/welcome?code=WELCOME50', expectText: 'Start with a free trial' },
  { path: '/newspecials/welcome?code=WELCOME50', expectText: 'SIGN UP NOW' },
];

/** Public pages of the general site (localhost). */
export const GENERAL_ROUTES: A11yRoute[] = [
  { path: '/', expectText: 'Your favourite boutique studios, streaming at home.' },
  { path: '/studios', expectText: 'All Studios' },
  { path: '/studios/bkpilates', expectText: 'Experience BK Pilates on demand' },
  {
    path: '/liveschedule',
    expectText: "Ready to sweat? Book a livestream class and we'll add it to your schedule",
  },
  { path: '/live', expectText: 'See the full live schedule' },
  ...INFO_ROUTES,
  { path: '/explorestudio', expectText: 'Explore Our Studios' },
  { path: '/login', expectText: 'Forgot your password?' },
  { path: '/signup', expectText: 'Start your free trial' },
  ...PROMO_ROUTES,
  { path: '/signup/daypass', expectText: 'Sign up for a day pass' },
  { path: '/forgot-password', expectText: 'Reset Password' },
  { path: '/contact', expectText: 'Contact Us' },
  // A visitor asking for a day pass is asked to log in first.
  { path: '/daypass', expectText: 'Forgot your password?' },
];

/** The white-label routes that exist now, on Bari Studio's host. */
export const WHITE_LABEL_ROUTES: A11yRoute[] = [
  { path: '/', expectText: 'Experience Bari Studio on demand' },
  // A studio's site shows only that studio: /studios is its own page.
  { path: '/studios', expectText: 'Experience Bari Studio on demand' },
  {
    path: '/liveschedule',
    expectText: "Ready to sweat? Book a livestream class and we'll add it to your schedule",
  },
  { path: '/live', expectText: /^Live$/ },
  ...INFO_ROUTES,
  { path: '/login', expectText: 'Forgot your password?' },
  { path: '/login/daypass', expectText: 'Forgot your password?' },
  { path: '/signup', expectText: 'Start your free trial' },
  ...PROMO_ROUTES,
  { path: '/signup/daypass', expectText: 'Sign up for a day pass' },
  { path: '/forgot-password', expectText: 'Reset Password' },
  { path: '/contact', expectText: 'Contact Us' },
  { path: '/daypass', expectText: 'Forgot your password?' },
];

export const WHITE_LABEL_HOST = 'baristudio.localhost';
