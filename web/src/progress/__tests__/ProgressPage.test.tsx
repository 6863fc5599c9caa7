import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { subscriberFixture } from '../../test/fixtures';
import { renderApp, resolveAll } from '../../test/renderApp';

// jsdom has no canvas: the chart stands in as what it is given.
vi.mock('react-chartjs-2', () => ({
  Bar: ({
    data,
    ...props
  }: {
    data: { datasets: Array<{ label: string; data: number[] }> };
    'aria-label': string;
  }) => <canvas role="img" aria-label={props['aria-label']} data-series={JSON.stringify(data.datasets)} />,
}));

const progress = {
  month: {
    from: '2026-11-01',
    to: '2026-11-30',
    days: [
      { date: '2026-11-03', calories: 250, minutes: 30, workouts: 1 },
      { date: '2026-11-10', calories: 1400, minutes: 90, workouts: 2 },
    ],
    total: { calories: 1650, minutes: 120, workouts: 3 },
  },
  previousMonth: {
    from: '2026-10-01',
    to: '2026-10-31',
    days: [{ date: '2026-10-03', calories: 180, minutes: 20, workouts: 1 }],
    total: { calories: 180, minutes: 20, workouts: 1 },
  },
  soFar: { calories: 5200, minutes: 400, workouts: 9 },
  allTime: { calories: 12840, minutes: 980, workouts: 21 },
  weightIsDefault: true,
};

async function openProgress(path = '/newplatform/progress?month=2026-11') {
  const viewer = subscriberFixture();
  const months: string[] = [];
  const zones: string[] = [];
  const view = await renderApp(path, {
    signedIn: viewer,
    resolvers: (operation) => {
      const { month, timeZone } = operation.request.variables as { month?: string; timeZone?: string };
      if (month) months.push(month);
      if (timeZone) zones.push(timeZone);
      return { User: () => ({ ...viewer, progress }) };
    },
  });
  return { ...view, months, zones };
}

function card(name: string): Record<string, string | null> {
  const region = within(screen.getByRole('region', { name }));
  return Object.fromEntries(
    region
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent ?? null]),
  );
}

describe('Progress /newplatform/progress', () => {
  it('asks for the month in the address and shows its totals, so far and all time', async () => {
    const { months } = await openProgress();
    expect(months).toEqual(['2026-11']);
    expect(screen.getByRole('heading', { level: 1, name: 'Progress' })).toBeTruthy();
    expect(card('November 2026')).toEqual({ Calories: '1,650', Minutes: '120', Workouts: '3' });
    expect(card('So far')).toEqual({ Calories: '5,200', Minutes: '400', Workouts: '9' });
    expect(card('All time')).toEqual({ Calories: '12,840', Minutes: '980', Workouts: '21' });
    expect(screen.getByRole('link', { name: 'Add yours to your profile' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '← October 2026' }).getAttribute('href')).toBe(
      '/newplatform/progress?month=2026-10',
    );
  });

  it('draws each day against the month before, and has the same numbers as a table', async () => {
    await openProgress();
    const chart = await screen.findByRole('img', { name: /Calories per day in November 2026/ });
    const series = JSON.parse(chart.getAttribute('data-series') ?? '[]') as Array<{
      label: string;
      data: number[];
    }>;
    expect(series.map((set) => set.label)).toEqual(['November 2026', 'October 2026']);
    expect(series[0]!.data).toHaveLength(30);
    expect(series[0]!.data[9]).toBe(1400);
    expect(series[1]!.data[2]).toBe(180);
    const table = screen.getByRole('table', { name: 'Calories per day, November 2026 against October 2026' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(31);
    expect(
      within(rows[10]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['1400', '90', '2', '0']);
    expect(
      within(rows[3]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['250', '30', '1', '180']);
  });

  it('reads the month in this device’s time zone, and moves to another month without leaving the page', async () => {
    const user = userEvent.setup();
    const { months, zones, environment, graph } = await openProgress();
    expect(zones).toEqual([Intl.DateTimeFormat().resolvedOptions().timeZone]);
    await user.click(screen.getByRole('link', { name: '← October 2026' }));
    await resolveAll(environment, graph);
    expect(await screen.findByRole('heading', { level: 2, name: 'October 2026' })).toBeTruthy();
    expect(months).toEqual(['2026-11', '2026-10']);
    expect(screen.getByRole('heading', { level: 1, name: 'Progress' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '← September 2026' })).toBeTruthy();
  });
});
