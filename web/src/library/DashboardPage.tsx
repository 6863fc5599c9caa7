import { useEffect, useRef, useState, type ReactNode } from 'react';
import { graphql, useFragment, type PreloadedQuery } from 'react-relay';
import { Link, useLoaderData } from 'react-router-dom';
import type { AccountPagePlan } from '../accounts/AccountPage';
import { useSession } from '../accounts/session/SessionContext';
import { useRouteQuery } from '../relay/routeQuery';
import { usePageMeta } from '../ui/pageMeta';
import type { DashboardPage_video$key } from './__generated__/DashboardPage_video.graphql';
import type { DashboardPagePausedQuery as DashboardPagePausedQueryType } from './__generated__/DashboardPagePausedQuery.graphql';
import type { DashboardPageQuery as DashboardPageQueryType } from './__generated__/DashboardPageQuery.graphql';
import { FavoriteButton } from './FavoriteButton';
import { libraryStateSearch } from './filters';
import type { DashboardPageData } from './loaders';
import { classesPath, CLASSES_PATH, videoPath } from './paths';
import '../accounts/accounts.css';
import './library.css';

const PausedQuery = graphql`
  query DashboardPagePausedQuery @preloadable {
    viewer {
      ...PausedPlan_user
    }
  }
`;

const DashboardQuery = graphql`
  query DashboardPageQuery($studioId: ID) @preloadable {
    viewer {
      id
      dashboard(studioId: $studioId) {
        todaysWorkout {
          ...DashboardPage_video
        }
        todaysWorkoutIsPlanned
        upcomingBookings {
          id
          liveClass {
            id
            databaseId
            title
            startsAt
          }
        }
        favoriteVideos {
          id
          ...DashboardPage_video
        }
        favoriteStudios {
          id
          name
          slug
        }
        favoriteClassTypes {
          id
          name
        }
        recentlyWatched {
          id
          ...DashboardPage_video
        }
        noEquipmentVideos {
          id
          ...DashboardPage_video
        }
        programs {
          id
          title
          videoCount
          videos {
            id
            databaseId
          }
        }
        completedThisMonth
        minutesWatchedThisMonth
      }
    }
  }
`;

/** A way on from the dashboard: a page of another part of the product, with what it is for. */
export interface DashboardShortcut {
  label: string;
  to: string;
  description: string;
}

function PausedPlanPanel({
  queryRef,
  plan,
  onResumed,
}: {
  queryRef: PreloadedQuery<DashboardPagePausedQueryType>;
  plan: AccountPagePlan;
  onResumed: (message: string) => void;
}) {
  const data = useRouteQuery<DashboardPagePausedQueryType>(PausedQuery, queryRef);
  return data.viewer ? <plan.Paused user={data.viewer} onResumed={onResumed} /> : null;
}

/** A class on the dashboard: its poster and title leading to its page, and its heart. */
function DashboardVideo({ video }: { video: DashboardPage_video$key }) {
  const data = useFragment(
    graphql`
      fragment DashboardPage_video on Video {
        databaseId
        title
        posterUrl
        minutes
        studio {
          name
        }
        ...FavoriteButton_video
      }
    `,
    video,
  );
  return (
    <li className="library-card library-card--compact">
      <Link to={videoPath(data.databaseId)} className="library-card__link">
        <img className="library-card__poster" src={data.posterUrl} alt="" loading="lazy" />
        <span className="library-card__title">{data.title}</span>
      </Link>
      <p className="library-card__meta">
        {data.studio.name} · {data.minutes} min
      </p>
      <FavoriteButton video={data} />
    </li>
  );
}

function Section({
  id,
  title,
  seeAll,
  children,
}: {
  id: string;
  title: string;
  seeAll?: { to: string; label: string };
  children: ReactNode;
}) {
  return (
    <section className="dashboard-section" aria-labelledby={id}>
      <div className="dashboard-section__heading">
        <h2 id={id}>{title}</h2>
        {seeAll ? (
          <Link to={seeAll.to} aria-label={seeAll.label}>
            See all
          </Link>
        ) : null}
      </div>
      {children}
    </section>
  );
}

function VideoRow({
  videos,
  label,
  empty,
}: {
  videos: ReadonlyArray<{ readonly id: string } & DashboardPage_video$key>;
  label: string;
  empty: string;
}) {
  if (videos.length === 0) return <p>{empty}</p>;
  return (
    <ul className="dashboard-row" aria-label={label}>
      {videos.map((video) => (
        <DashboardVideo key={video.id} video={video} />
      ))}
    </ul>
  );
}

const startsAtFormat = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** When a class starts, in the member's own time; the graph's text as it is if it is not a date. */
function startsAtText(startsAt: string): string {
  const date = new Date(startsAt);
  return Number.isNaN(date.getTime()) ? startsAt : startsAtFormat.format(date);
}

/** The member's day from the library: today's workout, classes, favorites, history, programs, totals. */
function MemberDay({ queryRef }: { queryRef: PreloadedQuery<DashboardPageQueryType> }) {
  const data = useRouteQuery<DashboardPageQueryType>(DashboardQuery, queryRef);
  const day = data.viewer?.dashboard;
  if (!day) return null;
  const view = (kind: 'favorites' | 'history') =>
    classesPath(libraryStateSearch({ view: { kind }, sort: 'RECOMMENDED' }));
  const noEquipment = classesPath(new URLSearchParams([['equipment', 'None']]));
  return (
    <div className="dashboard-day">
      <Section id="dashboard-today" title="Today's workout">
        {day.todaysWorkout ? (
          <>
            <p>{day.todaysWorkoutIsPlanned ? 'You planned this for today.' : "Today's pick for you."}</p>
            <ul className="dashboard-row" aria-label="Today's workout">
              <DashboardVideo video={day.todaysWorkout} />
            </ul>
          </>
        ) : (
          <p>
            Nothing planned today. <Link to={CLASSES_PATH}>Find a class</Link>.
          </p>
        )}
      </Section>
      <Section id="dashboard-month" title="This month">
        <p className="dashboard-totals">
          <span>
            <strong>{day.completedThisMonth}</strong>{' '}
            {day.completedThisMonth === 1 ? 'workout completed' : 'workouts completed'}
          </span>
          <span>
            <strong>{day.minutesWatchedThisMonth}</strong> minutes watched
          </span>
        </p>
      </Section>
      <Section
        id="dashboard-live"
        title="Your next live classes"
        seeAll={{ to: '/newplatform/live/upcoming', label: 'See all your live classes' }}
      >
        {day.upcomingBookings.length === 0 ? (
          <p>
            No live classes booked. <Link to="/liveschedule">Browse the live schedule</Link>.
          </p>
        ) : (
          <ul className="dashboard-list" aria-label="Your next live classes">
            {day.upcomingBookings.map((booking) => (
              <li key={booking.id}>
                <Link to={`/newplatform/live/upcoming/${booking.liveClass.databaseId}`}>
                  {booking.liveClass.title}
                </Link>{' '}
                <time dateTime={booking.liveClass.startsAt}>{startsAtText(booking.liveClass.startsAt)}</time>
              </li>
            ))}
          </ul>
        )}
      </Section>
      <Section
        id="dashboard-favorites"
        title="Your favorites"
        seeAll={{ to: view('favorites'), label: 'See all your favorite classes' }}
      >
        <VideoRow
          videos={day.favoriteVideos}
          label="Favorite classes"
          empty="Tap the heart on a class to keep it here."
        />
        {day.favoriteStudios.length > 0 ? (
          <p>
            Studios:{' '}
            {day.favoriteStudios.map((studio, index) => (
              <span key={studio.id}>
                {index > 0 ? ', ' : ''}
                <Link to={`/studios/${studio.slug}`}>{studio.name}</Link>
              </span>
            ))}
          </p>
        ) : null}
        {day.favoriteClassTypes.length > 0 ? (
          <p>
            Class types:{' '}
            {day.favoriteClassTypes.map((classType, index) => (
              <span key={classType.id}>
                {index > 0 ? ', ' : ''}
                <Link to={classesPath(new URLSearchParams([['type', classType.name]]))}>
                  {classType.name}
                </Link>
              </span>
            ))}
          </p>
        ) : null}
      </Section>
      <Section
        id="dashboard-recent"
        title="Recently watched"
        seeAll={{ to: view('history'), label: 'See all the classes you watched' }}
      >
        <VideoRow
          videos={day.recentlyWatched}
          label="Recently watched"
          empty="Classes you watch show here."
        />
      </Section>
      <Section
        id="dashboard-no-equipment"
        title="No equipment needed"
        seeAll={{ to: noEquipment, label: 'See all classes without equipment' }}
      >
        <VideoRow videos={day.noEquipmentVideos} label="No equipment needed" empty="None yet." />
      </Section>
      {day.programs.length > 0 ? (
        <Section id="dashboard-programs" title="Programs">
          <ul className="dashboard-list" aria-label="Programs">
            {day.programs.map((program) => {
              const first = program.videos[0];
              return (
                <li key={program.id}>
                  {first ? <Link to={videoPath(first.databaseId)}>{program.title}</Link> : program.title}{' '}
                  <span>
                    {program.videoCount} {program.videoCount === 1 ? 'class' : 'classes'}
                  </span>
                </li>
              );
            })}
          </ul>
        </Section>
      ) : null}
    </div>
  );
}

/**
 * /newplatform/dashboard: the member area's front door, inside the member navigation. A member whose
 * plan is paused lands here rather than at checkout: the page says the plan is paused, what that
 * means and offers Resume; once resumed, the dashboard itself, with the result in focus. Then the
 * member's day: today's workout, their live classes, favorites, history, programs and the month.
 */
export function DashboardPage({
  plan,
  shortcuts = [],
}: {
  plan: AccountPagePlan;
  shortcuts?: readonly DashboardShortcut[];
}) {
  const { dayRef, pausedRef } = useLoaderData() as DashboardPageData;
  const { user } = useSession();
  const [resumed, setResumed] = useState<string | null>(null);
  const resumedRef = useRef<HTMLParagraphElement>(null);
  usePageMeta({ section: 'Dashboard' });
  useEffect(() => {
    if (resumed) resumedRef.current?.focus();
  }, [resumed]);
  const paused = user?.membership.paused === true && resumed === null;
  return (
    <section className="auth-page" aria-labelledby="dashboard-heading">
      <div className="auth-card auth-card--wide dashboard-card">
        <h1 id="dashboard-heading">Dashboard</h1>
        <p className="dashboard__greeting">Welcome{user ? `, ${user.firstName}` : ''}!</p>
        {resumed && (
          <p className="form-success" role="status" tabIndex={-1} ref={resumedRef}>
            {resumed}
          </p>
        )}
        {paused && pausedRef ? (
          <PausedPlanPanel queryRef={pausedRef} plan={plan} onResumed={setResumed} />
        ) : (
          <p className="auth-card__note">Your membership is active.</p>
        )}
        <MemberDay queryRef={dayRef} />
        {shortcuts.length > 0 && (
          <nav aria-label="Shortcuts" className="dashboard__shortcuts">
            <ul>
              {shortcuts.map((shortcut) => (
                <li key={shortcut.to}>
                  <Link to={shortcut.to}>{shortcut.label}</Link>
                  <span>{shortcut.description}</span>
                </li>
              ))}
            </ul>
          </nav>
        )}
      </div>
    </section>
  );
}
