import { lazy, Suspense, useEffect, useState, useTransition } from 'react';
import { graphql, useQueryLoader } from 'react-relay';
import { Link, useLoaderData, useSearchParams } from 'react-router-dom';
import { useRouteQuery } from '../relay/routeQuery';
import { usePageMeta } from '../ui/pageMeta';
import { PageSpinner } from '../ui/Spinner';
import { MONTH_PARAM, PROFILE_PATH, PROGRESS_PATH, PROGRESS_TITLE } from './paths';
import {
  byDayOfMonth,
  daysIn,
  monthKey,
  monthName,
  monthOf,
  shiftMonth,
  type ProgressMonth,
} from './progressMonth';
import type {
  ProgressPageQuery as ProgressPageQueryType,
  ProgressPageQuery$data,
} from './__generated__/ProgressPageQuery.graphql';
import { loadCaloriesChart, progressVariables, type ProgressPageData } from './loaders';
import './progress.css';

// The chart's code arrives apart (its loader started it with the page's query).
const CaloriesChart = lazy(loadCaloriesChart);

export const ProgressPageQuery = graphql`
  query ProgressPageQuery($month: String!, $timeZone: String) @preloadable {
    viewer {
      id
      progress(month: $month, timeZone: $timeZone) {
        month {
          from
          to
          days {
            date
            calories
            minutes
            workouts
          }
          total {
            calories
            minutes
            workouts
          }
        }
        previousMonth {
          days {
            date
            calories
          }
          total {
            calories
            minutes
            workouts
          }
        }
        soFar {
          calories
          minutes
          workouts
        }
        allTime {
          calories
          minutes
          workouts
        }
        weightIsDefault
      }
    }
  }
`;

type Totals = NonNullable<ProgressPageQuery$data['viewer']>['progress']['soFar'];

const number = new Intl.NumberFormat('en-US');

function TotalsCard({ title, totals }: { title: string; totals: Totals }) {
  return (
    <section className="progress-totals__card" aria-label={title}>
      <h3>{title}</h3>
      <dl>
        <dt>Calories</dt>
        <dd>{number.format(totals.calories)}</dd>
        <dt>Minutes</dt>
        <dd>{number.format(totals.minutes)}</dd>
        <dt>Workouts</dt>
        <dd>{number.format(totals.workouts)}</dd>
      </dl>
    </section>
  );
}

function monthPath(month: ProgressMonth): string {
  return `${PROGRESS_PATH}?${MONTH_PARAM}=${monthKey(month)}`;
}

/**
 * The member's progress: calories per day of the month against the month before (a chart, and
 * the same numbers as a table), and the totals of the month, so far and all time.
 */
export function ProgressPage() {
  const { queryRef: initialRef } = useLoaderData() as ProgressPageData;
  usePageMeta({ section: PROGRESS_TITLE });
  const [queryRef, loadMonth] = useQueryLoader<ProgressPageQueryType>(ProgressPageQuery, initialRef);
  const [searchParams] = useSearchParams();
  const askedKey = monthKey(monthOf(searchParams.get(MONTH_PARAM)));
  // The month on screen follows the address inside a transition: while another month loads, the
  // one shown stays (dimmed) rather than a spinner replacing the page.
  const [month, setMonth] = useState(() => monthOf(askedKey));
  const [loading, startTransition] = useTransition();
  useEffect(() => {
    if (askedKey === monthKey(month)) return;
    const next = monthOf(askedKey);
    startTransition(() => {
      loadMonth(progressVariables(next), { fetchPolicy: 'store-or-network' });
      setMonth(next);
    });
  }, [askedKey, month, loadMonth]);
  const previous = shiftMonth(month, -1);
  const { viewer } = useRouteQuery<ProgressPageQueryType>(ProgressPageQuery, queryRef ?? initialRef);
  const [tableShown, setTableShown] = useState(false);
  if (!viewer) return null;
  const { progress } = viewer;
  const current = byDayOfMonth(progress.month.days);
  const before = byDayOfMonth(progress.previousMonth.days);
  const days = Array.from({ length: daysIn(month) }, (_, index) => index + 1);
  const name = monthName(month);
  const previousName = monthName(previous);
  return (
    <div className={loading ? 'progress-page is-loading' : 'progress-page'} aria-busy={loading}>
      <h1>{PROGRESS_TITLE}</h1>
      <nav className="progress-months" aria-label="Months">
        <Link to={monthPath(previous)}>← {previousName}</Link>
        <h2>{name}</h2>
        <Link to={monthPath(shiftMonth(month, 1))}>{monthName(shiftMonth(month, 1))} →</Link>
      </nav>
      {progress.weightIsDefault ? (
        <p>
          Calories are estimated with our default weight.{' '}
          <Link to={PROFILE_PATH}>Add yours to your profile</Link>.
        </p>
      ) : null}
      <div className="progress-totals">
        <TotalsCard title={name} totals={progress.month.total} />
        <TotalsCard title="So far" totals={progress.soFar} />
        <TotalsCard title="All time" totals={progress.allTime} />
      </div>
      <h2>Calories per day</h2>
      <Suspense fallback={<PageSpinner label="Loading the chart…" />}>
        <CaloriesChart
          labels={days.map(String)}
          current={{ label: name, calories: days.map((day) => current.get(day)?.calories ?? 0) }}
          previous={{ label: previousName, calories: days.map((day) => before.get(day)?.calories ?? 0) }}
          summary={`Calories per day in ${name}: ${number.format(progress.month.total.calories)} in all, against ${number.format(progress.previousMonth.total.calories)} in ${previousName}. The table below has each day.`}
        />
      </Suspense>
      <button
        type="button"
        className="button button--ghost"
        aria-expanded={tableShown}
        onClick={() => setTableShown((shown) => !shown)}
      >
        {tableShown ? 'Hide the table' : 'Show the numbers as a table'}
      </button>
      {/* Always there for screen readers; shown on screen when asked for. */}
      <div className={tableShown ? 'progress-table-wrap' : 'visually-hidden'}>
        <table className="progress-table">
          <caption>
            Calories per day, {name} against {previousName}
          </caption>
          <thead>
            <tr>
              <th scope="col">Day</th>
              <th scope="col">{name}: calories</th>
              <th scope="col">{name}: minutes</th>
              <th scope="col">{name}: workouts</th>
              <th scope="col">{previousName}: calories</th>
            </tr>
          </thead>
          <tbody>
            {days.map((day) => (
              <tr key={day}>
                <th scope="row">{day}</th>
                <td>{current.get(day)?.calories ?? 0}</td>
                <td>{current.get(day)?.minutes ?? 0}</td>
                <td>{current.get(day)?.workouts ?? 0}</td>
                <td>{before.get(day)?.calories ?? 0}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
