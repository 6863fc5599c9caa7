import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { subscriberFixture } from '../../test/fixtures';
import { renderApp, resolveAll, type MockGraph } from '../../test/renderApp';
import { BIRTHDAY_FUTURE, WEIGHT_RANGE } from '../profileRules';

const defaults = {
  birthday: null,
  age: 35,
  weight: 143,
  gender: 'F',
  activityLevel: null,
  defaults: ['AGE', 'WEIGHT', 'GENDER'],
};

async function openProfile(mutate?: MockGraph['mutate'], profile: Record<string, unknown> = defaults) {
  const viewer = subscriberFixture();
  return renderApp('/newplatform/profile', {
    signedIn: viewer,
    mutate,
    resolvers: () => ({ User: () => ({ ...viewer, fitnessProfile: profile }) }),
  });
}

describe('Profile /newplatform/profile', () => {
  it('says which fields show a default, and describes each activity level', async () => {
    await openProfile();
    expect(screen.getByRole('heading', { level: 1, name: 'Profile' })).toBeTruthy();
    expect(screen.getByText('default: 143 lb')).toBeTruthy();
    expect(screen.getByText('default: age 35')).toBeTruthy();
    expect(screen.getByText('default: Female')).toBeTruthy();
    expect((screen.getByRole('radio', { name: 'Female' }) as HTMLInputElement).checked).toBe(true);
    for (const level of ['Sedentary', 'Lightly Active', 'Active', 'Very Active']) {
      expect(screen.getByRole('radio', { name: new RegExp(`^${level}`) })).toBeTruthy();
    }
    expect(screen.getByText('Hard exercise six to seven days a week.')).toBeTruthy();
  });

  it('blocks a birthday in the future and a weight of 0 before anything is sent', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    const { environment, graph } = await openProfile((name, input) => {
      sent.push([name, input]);
      return { fitnessProfile: defaults, userErrors: [] };
    });
    await user.type(screen.getByLabelText('Birthday'), '2999-01-01');
    await user.type(screen.getByLabelText('Weight (lb)'), '0');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await resolveAll(environment, graph);
    expect(screen.getByText(BIRTHDAY_FUTURE)).toBeTruthy();
    expect(screen.getByText(WEIGHT_RANGE)).toBeTruthy();
    expect(screen.getByLabelText('Birthday').getAttribute('aria-invalid')).toBe('true');
    expect(sent).toEqual([]);
  });

  it('sends only what changed, and shows a server error on its field', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    let refuse = true;
    const { environment, graph } = await openProfile((_name, input) => {
      sent.push(input);
      return refuse
        ? {
            fitnessProfile: null,
            userErrors: [{ field: 'weight', code: 'INVALID_INPUT', message: 'That weight looks wrong.' }],
          }
        : {
            fitnessProfile: {
              ...defaults,
              weight: 160,
              activityLevel: 'ACTIVE',
              defaults: ['AGE', 'GENDER'],
            },
            userErrors: [],
          };
    });
    await user.type(screen.getByLabelText('Weight (lb)'), '160');
    await user.click(screen.getByRole('radio', { name: /^Active/ }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await resolveAll(environment, graph);
    expect(sent).toEqual([{ weight: 160, activityLevel: 'ACTIVE' }]);
    expect(screen.getByText('That weight looks wrong.')).toBeTruthy();
    refuse = false;
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await resolveAll(environment, graph);
    expect(screen.getByText('Your profile is saved.')).toBeTruthy();
    expect(screen.queryByText('default: 143 lb')).toBeNull();
  });
});
