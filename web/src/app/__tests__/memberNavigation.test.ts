import { describe, expect, it } from 'vitest';
import {
  accountMenuItems,
  accountName,
  memberHome,
  memberSectionsFor,
  navMemberOf,
  offersPlan,
  whiteLabelMemberLinks,
} from '../memberNavigation';

const subscriber = { subscribed: true };
const withoutPlan = { subscribed: false };
const paused = { subscribed: false, paused: true };

describe('The member navigation per kind of member', () => {
  it('sends a subscriber to the dashboard and everyone else to My classes', () => {
    expect(memberHome(subscriber)).toEqual({ label: 'Dashboard', to: '/newplatform/dashboard' });
    expect(memberHome(withoutPlan)).toEqual({ label: 'My classes', to: '/newplatform/live/upcoming' });
  });

  it('lists the dashboard in the account menu for subscribers only, and names log-out per site', () => {
    expect(accountMenuItems(subscriber, false).map((item) => item.label)).toEqual([
      'Dashboard',
      'My classes',
      'Account settings',
      'Log Out',
    ]);
    expect(accountMenuItems(withoutPlan, true)).toEqual([
      { label: 'My classes', to: '/newplatform/live/upcoming' },
      { label: 'Account settings', to: '/account' },
      { label: 'LOGOUT', to: '/logout' },
    ]);
  });

  it('starts the member area at My classes for a member without a plan', () => {
    expect(memberSectionsFor(withoutPlan).map((section) => section.label)).toEqual([
      'My classes',
      'Classes',
      'Calendar',
      'Friends',
      'Progress',
      'Profile',
    ]);
    expect(memberSectionsFor(subscriber)[0]!.label).toBe('Dashboard');
  });

  it("offers the studio's day pass to members without a plan only", () => {
    const labels = (member: { subscribed: boolean }) =>
      whiteLabelMemberLinks(member).map((link) => [link.label, link.to]);
    expect(labels(withoutPlan)).toEqual([
      ['Live Schedule', '/liveschedule'],
      ['My classes', '/newplatform/live/upcoming'],
      ['Day Pass', '/daypass'],
    ]);
    expect(labels(subscriber)).toEqual([
      ['Live Schedule', '/liveschedule'],
      ['My classes', '/newplatform/live/upcoming'],
      ['Dashboard', '/newplatform/dashboard'],
    ]);
  });
});

describe('A member whose plan is paused', () => {
  it('reads the pause from the membership, and nothing from a membership that does not say', () => {
    expect(navMemberOf({ subscribed: false, membership: { active: false, paused: true } })).toEqual(paused);
    expect(navMemberOf({ subscribed: false, membership: { active: false } })).toEqual({
      subscribed: false,
      paused: false,
    });
  });

  it('keeps the dashboard (where the plan is resumed) and is not offered the plan again', () => {
    expect(memberHome(paused)).toEqual({ label: 'Dashboard', to: '/newplatform/dashboard' });
    expect(accountMenuItems(paused, false)[0]!.label).toBe('Dashboard');
    expect(memberSectionsFor(paused)[0]!.label).toBe('Dashboard');
    expect(offersPlan(paused)).toBe(false);
    expect(offersPlan(withoutPlan)).toBe(true);
    expect(offersPlan(subscriber)).toBe(false);
  });
});

describe("The account menu's name", () => {
  it.each([
    [
      { firstName: 'Jane', lastName: 'Doe', email: 'jane@example.com' },
      { name: 'Jane', initials: 'JD' },
    ],
    [
      { firstName: '  ', lastName: 'doe', email: 'x@example.com' },
      { name: 'D', initials: 'D' },
    ],
    [
      { firstName: 'Émile', lastName: '', email: 'e@example.com' },
      { name: 'Émile', initials: 'É' },
    ],
    [
      { firstName: '', lastName: '', email: 'zoe@example.com' },
      { name: 'Z', initials: 'Z' },
    ],
    [
      { firstName: '𝒜da', lastName: 'Lovelace', email: 'a@example.com' },
      { name: '𝒜da', initials: '𝒜L' },
    ],
  ])('reads %o as %o', (member, expected) => {
    expect(accountName(member)).toEqual(expected);
  });
});
