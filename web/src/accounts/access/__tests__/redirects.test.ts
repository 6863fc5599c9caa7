import { describe, expect, it } from 'vitest';
import {
  afterLogInPath,
  afterLogOutPath,
  afterSignUpPath,
  redirectForProtectedRoute,
  redirectPathFor,
  safeInternalPath,
  type AccessFlags,
  type AccessInput,
} from '../redirects';

const member = { id: 'User:1' };

function decide(overrides: Partial<AccessInput> & { path?: string }) {
  const [pathname = '/', query = ''] = (overrides.path ?? '/').split('?');
  return redirectForProtectedRoute({
    user: null,
    loading: false,
    subscribed: false,
    whiteLabel: false,
    location: { pathname, search: query ? `?${query}` : '' },
    flags: {},
    ...overrides,
  });
}

const LOGIN: AccessFlags = { loginRequired: true };
const SUBSCRIBER: AccessFlags = { subscriberOnly: true };
const PLAN_PAGE: AccessFlags = { redirectSubscriber: true };
const PAYMENT: AccessFlags = { loginRequired: true, redirectSubscriber: true };

describe('redirectForProtectedRoute', () => {
  it('lets a member whose plan is paused onto the dashboard, never to checkout', () => {
    expect(decide({ path: '/newplatform/dashboard', user: member, paused: true, flags: SUBSCRIBER })).toEqual(
      {
        type: 'allow',
      },
    );
    // The rest of the member area leads to the dashboard, where the plan can be resumed.
    expect(decide({ path: '/newplatform/library', user: member, paused: true, flags: SUBSCRIBER })).toEqual({
      type: 'redirect',
      to: '/newplatform/dashboard',
    });
    // Without a plan at all, checkout as before.
    expect(decide({ path: '/newplatform/dashboard', user: member, flags: SUBSCRIBER })).toEqual({
      type: 'redirect',
      to: '/payment?redirect_path=%2Fnewplatform%2Fdashboard',
    });
    // Paused but with a day pass today: subscribed wins.
    expect(
      decide({
        path: '/newplatform/library',
        user: member,
        paused: true,
        subscribed: true,
        flags: SUBSCRIBER,
      }),
    ).toEqual({ type: 'allow' });
  });

  it('lets anyone through a public route, even while the session loads', () => {
    expect(decide({ path: '/studios', loading: true })).toEqual({ type: 'allow' });
    expect(decide({ path: '/studios', user: member, subscribed: true })).toEqual({ type: 'allow' });
  });

  it.each([LOGIN, SUBSCRIBER, PLAN_PAGE, PAYMENT])(
    'shows the loader while the session loads (%o)',
    (flags) => {
      expect(decide({ path: '/account', loading: true, flags })).toEqual({ type: 'loading' });
      expect(decide({ path: '/account', loading: true, user: member, subscribed: true, flags })).toEqual({
        type: 'loading',
      });
    },
  );

  describe('signed out', () => {
    it('sends a login-required route to /login with the path as redirect_path', () => {
      expect(decide({ path: '/account', flags: LOGIN })).toEqual({
        type: 'redirect',
        to: '/login?redirect_path=%2Faccount',
      });
    });

    it('keeps the query string in the redirect path', () => {
      expect(decide({ path: '/account/bari?x=1&y=2', flags: LOGIN })).toEqual({
        type: 'redirect',
        to: `/login?redirect_path=${encodeURIComponent('/account/bari?x=1&y=2')}`,
      });
    });

    it('keeps an existing redirect_path instead of building one', () => {
      expect(decide({ path: '/account?redirect_path=%2Fcheckout%2Fbari', flags: LOGIN })).toEqual({
        type: 'redirect',
        to: '/login?redirect_path=%2Fcheckout%2Fbari',
      });
    });

    it('ignores a redirect_path that leaves the site', () => {
      expect(decide({ path: '/account?redirect_path=https%3A%2F%2Fevil.example', flags: LOGIN })).toEqual({
        type: 'redirect',
        to: `/login?redirect_path=${encodeURIComponent('/account?redirect_path=https%3A%2F%2Fevil.example')}`,
      });
    });

    it("adds no redirect_path when the path is just '/'", () => {
      expect(decide({ path: '/', flags: LOGIN })).toEqual({ type: 'redirect', to: '/login' });
    });

    it('sends subscriber-only routes to /login too (they need a member first)', () => {
      expect(decide({ path: '/newplatform/dashboard', flags: SUBSCRIBER })).toEqual({
        type: 'redirect',
        to: '/login?redirect_path=%2Fnewplatform%2Fdashboard',
      });
    });

    it('uses the route’s own signed-out target when it has one (payment page → /)', () => {
      expect(decide({ path: '/payment', flags: { ...PAYMENT, signedOutTo: '/' } })).toEqual({
        type: 'redirect',
        to: '/',
      });
    });

    it('lets visitors see sign-up and plan pages', () => {
      expect(decide({ path: '/signup', flags: PLAN_PAGE })).toEqual({ type: 'allow' });
    });
  });

  describe('signed in, not subscribed', () => {
    const base = { user: member, subscribed: false };

    it('lets the member into login-required, payment and sign-up pages', () => {
      expect(decide({ ...base, path: '/account', flags: LOGIN })).toEqual({ type: 'allow' });
      expect(decide({ ...base, path: '/payment', flags: PAYMENT })).toEqual({ type: 'allow' });
      expect(decide({ ...base, path: '/signup', flags: PLAN_PAGE })).toEqual({ type: 'allow' });
    });

    it('sends subscriber-only routes to /payment with redirect_path', () => {
      expect(decide({ ...base, path: '/newplatform/dashboard', flags: SUBSCRIBER })).toEqual({
        type: 'redirect',
        to: '/payment?redirect_path=%2Fnewplatform%2Fdashboard',
      });
    });

    it('sends them to /checkout on a white-label site', () => {
      expect(
        decide({ ...base, whiteLabel: true, path: '/newplatform/dashboard', flags: SUBSCRIBER }),
      ).toEqual({
        type: 'redirect',
        to: '/checkout?redirect_path=%2Fnewplatform%2Fdashboard',
      });
    });

    it('goes straight to a redirect path that already names checkout or payment', () => {
      expect(
        decide({
          ...base,
          path: '/newplatform/dashboard?redirect_path=%2Fcheckout%2Fbari',
          flags: SUBSCRIBER,
        }),
      ).toEqual({ type: 'redirect', to: '/checkout/bari' });
      expect(
        decide({
          ...base,
          path: '/newplatform/dashboard?redirect_path=%2Fpayment%3Fcode%3DX',
          flags: SUBSCRIBER,
        }),
      ).toEqual({ type: 'redirect', to: '/payment?code=X' });
    });

    it("sends a non-subscriber on an 'upcoming' URL to payment", () => {
      expect(decide({ ...base, path: '/newplatform/upcoming', flags: LOGIN })).toEqual({
        type: 'redirect',
        to: '/payment?redirect_path=%2Fnewplatform%2Fupcoming',
      });
      expect(decide({ ...base, whiteLabel: true, path: '/upcoming', flags: {} })).toEqual({
        type: 'redirect',
        to: '/checkout?redirect_path=%2Fupcoming',
      });
    });
  });

  describe('subscribed', () => {
    const base = { user: member, subscribed: true };

    it('lets a subscriber into subscriber-only and login-required routes', () => {
      expect(decide({ ...base, path: '/newplatform/dashboard', flags: SUBSCRIBER })).toEqual({
        type: 'allow',
      });
      expect(decide({ ...base, path: '/newplatform/upcoming', flags: SUBSCRIBER })).toEqual({
        type: 'allow',
      });
      expect(decide({ ...base, path: '/account', flags: LOGIN })).toEqual({ type: 'allow' });
    });

    it.each(['/payment', '/checkout/bari', '/subscription', '/signup', '/signup/daypass'])(
      'sends a subscriber away from %s to the dashboard',
      (path) => {
        const flags = path === '/payment' || path.startsWith('/checkout') ? PAYMENT : PLAN_PAGE;
        expect(decide({ ...base, path, flags })).toEqual({ type: 'redirect', to: '/newplatform/dashboard' });
      },
    );

    it('applies the same rule on white-label sites (subscribed there = customer or internal)', () => {
      expect(decide({ ...base, whiteLabel: true, path: '/checkout', flags: PAYMENT })).toEqual({
        type: 'redirect',
        to: '/newplatform/dashboard',
      });
    });
  });
});

describe('redirect paths', () => {
  it('accepts only paths inside the site', () => {
    expect(safeInternalPath('/account')).toBe('/account');
    expect(safeInternalPath('//evil.example')).toBeNull();
    expect(safeInternalPath('/\\evil.example')).toBeNull();
    expect(safeInternalPath('https://evil.example')).toBeNull();
    expect(safeInternalPath('javascript:alert(1)')).toBeNull();
    expect(safeInternalPath('')).toBeNull();
  });

  it('builds the redirect path from the path and query, or keeps the existing one', () => {
    expect(redirectPathFor({ pathname: '/', search: '' })).toBeNull();
    expect(redirectPathFor({ pathname: '/', search: '?a=1' })).toBe('/?a=1');
    expect(redirectPathFor({ pathname: '/x', search: '?redirect_path=%2Fy' })).toBe('/y');
  });
});

describe('afterLogInPath', () => {
  it('honours redirect_path', () => {
    expect(
      afterLogInPath({ search: '?redirect_path=%2Fcheckout%2Fbari', subscribed: true, dayPass: false }),
    ).toBe('/checkout/bari');
  });
  it('defaults to the dashboard for subscribers and the account page for others', () => {
    expect(afterLogInPath({ search: '', subscribed: true, dayPass: false })).toBe('/newplatform/dashboard');
    expect(afterLogInPath({ search: '', subscribed: false, dayPass: false })).toBe('/account');
  });
  it('continues a day-pass log-in to the day pass', () => {
    expect(afterLogInPath({ search: '', subscribed: false, dayPass: true })).toBe('/daypass');
    expect(afterLogInPath({ search: '', subscribed: true, dayPass: true, studioShortName: 'bari' })).toBe(
      '/daypass/bari',
    );
  });
});

describe('afterSignUpPath', () => {
  it('sends subscribers to the dashboard and others to payment with the code', () => {
    expect(afterSignUpPath({ subscribed: true, code: 'X' })).toBe('/newplatform/dashboard');
    expect(afterSignUpPath({ subscribed: false, code: 'SUMMER 50' })).toBe('/payment?code=SUMMER%2050');
    expect(afterSignUpPath({ subscribed: false, code: null })).toBe('/payment');
    expect(afterSignUpPath({ subscribed: false, code: 'X', whiteLabel: true })).toBe('/checkout?code=X');
    expect(afterSignUpPath({ subscribed: false, code: null, dayPass: true, studioShortName: 'bari' })).toBe(
      '/daypass/bari',
    );
  });
});

describe('afterLogOutPath', () => {
  it.each([
    ['/logout', '/'],
    ['/logout/', '/'],
    ['/logout/bari', '/login/bari'],
  ])('%s → %s', (path, target) => {
    expect(afterLogOutPath(path)).toBe(target);
  });
});
