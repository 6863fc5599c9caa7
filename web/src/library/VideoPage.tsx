import { useCallback, useMemo, useRef, useState } from 'react';
import { graphql, useFragment, type PreloadedQuery } from 'react-relay';
import { Link, useLoaderData } from 'react-router-dom';
import { paymentPath } from '../accounts/access/redirects';
import { useRouteQuery } from '../relay/routeQuery';
import { useSite } from '../site/SiteContext';
import { usePageMeta } from '../ui/pageMeta';
import type { VideoPage_video$key } from './__generated__/VideoPage_video.graphql';
import type { VideoPageQuery as VideoPageQueryType } from './__generated__/VideoPageQuery.graphql';
import { BuyClassDialog } from './BuyClassDialog';
import { FavoriteButton } from './FavoriteButton';
import { CLASSES_PATH, videoPath } from './paths';
import { ScheduleDialog } from './ScheduleDialog';
import { useLogPlayback, type PlaybackEvent } from './useLogPlayback';
import { VideoPlayer } from './VideoPlayer';
import './library.css';

const VideoPageQuery = graphql`
  query VideoPageQuery($databaseId: Int!) @preloadable {
    video(databaseId: $databaseId) {
      studio {
        slug
      }
      ...VideoPage_video
    }
  }
`;

function newSessionId(): string {
  return crypto.randomUUID();
}

function Facts({ label, items }: { label: string; items: readonly string[] }) {
  if (items.length === 0) return null;
  return (
    <>
      <dt>{label}</dt>
      <dd>{items.join(', ')}</dd>
    </>
  );
}

function VideoDetails({ video }: { video: VideoPage_video$key }) {
  const data = useFragment(
    graphql`
      fragment VideoPage_video on Video {
        id
        databaseId
        title
        summary
        minutes
        calories
        level
        classTypes
        bodyFocus
        targetMuscles
        limitations
        posterUrl
        canWatch
        purchasePrice {
          formatted
        }
        equipment {
          name
          hack
        }
        studio {
          name
        }
        instructor {
          name
        }
        playback {
          hlsUrl
          mp4Url
        }
        viewerProgress {
          positionSeconds
          completedAt
        }
        program {
          title
          videos {
            id
            databaseId
            title
          }
        }
        ...FavoriteButton_video
      }
    `,
    video,
  );
  usePageMeta({ section: data.title });
  const { isWhiteLabel } = useSite();
  const log = useLogPlayback();
  // One viewing, one session: a new page (another class) starts a new one.
  const sessionId = useMemo(() => newSessionId(), []);
  const [justCompleted, setJustCompleted] = useState(false);
  const [scheduling, setScheduling] = useState(false);
  const completedRef = useRef<HTMLDivElement>(null);
  // Resume where the member stopped, unless they finished it (then from the start).
  const [startAt] = useState(() =>
    data.viewerProgress && !data.viewerProgress.completedAt ? data.viewerProgress.positionSeconds : 0,
  );
  const videoId = data.id;
  const onEvent = useCallback(
    (event: PlaybackEvent, positionSeconds: number) => {
      void log({ videoId, event, positionSeconds, sessionId }).then((outcome) => {
        if (outcome.ok && outcome.completed && event === 'COMPLETE') {
          setJustCompleted(true);
          requestAnimationFrame(() => completedRef.current?.focus());
        }
      });
    },
    [log, videoId, sessionId],
  );
  const [buying, setBuying] = useState(false);
  const [receipt, setReceipt] = useState<{
    amountCharged: string | null;
    receiptNumber: string | null;
  } | null>(null);
  const boughtRef = useRef<HTMLDivElement>(null);
  const completed = justCompleted || Boolean(data.viewerProgress?.completedAt);
  const backHere = encodeURIComponent(videoPath(data.databaseId));
  const subscribeTo = `${paymentPath(isWhiteLabel)}?redirect_path=${backHere}`;

  return (
    <article className="library-video" aria-labelledby="library-video-title">
      <p>
        <Link to={CLASSES_PATH}>← All classes</Link>
      </p>
      {data.canWatch && data.playback ? (
        <VideoPlayer
          title={data.title}
          hlsUrl={data.playback.hlsUrl}
          mp4Url={data.playback.mp4Url}
          posterUrl={data.posterUrl}
          startAt={startAt}
          onEvent={onEvent}
        />
      ) : (
        <div className="library-video__locked">
          <img src={data.posterUrl} alt="" className="library-video__poster" />
          <p>Subscribe to play this class and every other one in the library.</p>
          <p className="library-video__offers">
            <Link className="button button--brand" to={subscribeTo}>
              Subscribe to watch
            </Link>
            {data.purchasePrice ? (
              <button type="button" className="button button--ghost" onClick={() => setBuying(true)}>
                Buy this class · {data.purchasePrice.formatted}
              </button>
            ) : null}
          </p>
          {data.purchasePrice ? (
            <p className="library-video__offer-note">
              Bought on its own, a class is yours to stream any time.
            </p>
          ) : null}
        </div>
      )}
      {receipt ? (
        <div className="library-video__bought" role="status" tabIndex={-1} ref={boughtRef}>
          <p>
            <strong>This class is yours</strong>: stream it any time.
            {receipt.amountCharged ? ` ${receipt.amountCharged} was charged to your card` : ''}
            {receipt.receiptNumber
              ? ` (receipt ${receipt.receiptNumber}).`
              : receipt.amountCharged
                ? '.'
                : ''}
          </p>
        </div>
      ) : null}
      {completed ? (
        <div className="library-video__completed" role="status" tabIndex={-1} ref={completedRef}>
          <p>
            <strong>Completed</strong> — well done!
          </p>
          <p>
            <button type="button" className="button button--brand" onClick={() => setScheduling(true)}>
              Schedule another time
            </button>{' '}
            <Link className="button button--ghost" to={CLASSES_PATH}>
              Back to classes
            </Link>
          </p>
        </div>
      ) : null}
      <div className="library-video__heading">
        <h1 id="library-video-title">{data.title}</h1>
        <FavoriteButton video={data} />
        <button
          type="button"
          className="button button--ghost button--small"
          aria-label={`Schedule ${data.title}`}
          onClick={() => setScheduling(true)}
        >
          Schedule
        </button>
      </div>
      <p>{data.summary}</p>
      <dl className="library-video__facts">
        <dt>Studio</dt>
        <dd>{data.studio.name}</dd>
        <dt>Instructor</dt>
        <dd>{data.instructor.name}</dd>
        <dt>Length</dt>
        <dd>{data.minutes} min</dd>
        <dt>Calories</dt>
        <dd>About {data.calories} kcal</dd>
        <dt>Level</dt>
        <dd>{data.level === 'Any' ? 'All levels' : data.level}</dd>
        <Facts label="Class type" items={data.classTypes} />
        <dt>Equipment</dt>
        <dd>
          {data.equipment.length === 0
            ? 'None'
            : data.equipment.map((item) => (item.hack ? `${item.name}: ${item.hack}` : item.name)).join(', ')}
        </dd>
        <Facts label="Body focus" items={data.bodyFocus} />
        <Facts label="Muscles" items={data.targetMuscles} />
        <Facts label="Suits" items={data.limitations} />
      </dl>
      {data.program ? (
        <section aria-labelledby="library-program-heading" className="library-video__program">
          <h2 id="library-program-heading">Program: {data.program.title}</h2>
          <ol>
            {data.program.videos.map((item) => (
              <li key={item.id}>
                {item.id === data.id ? (
                  <span aria-current="page">{item.title}</span>
                ) : (
                  <Link to={videoPath(item.databaseId)}>{item.title}</Link>
                )}
              </li>
            ))}
          </ol>
        </section>
      ) : null}
      {buying && data.purchasePrice ? (
        <BuyClassDialog
          videoId={data.id}
          title={data.title}
          price={data.purchasePrice.formatted}
          onClose={() => setBuying(false)}
          onBought={(bought) => {
            setBuying(false);
            setReceipt(bought);
            requestAnimationFrame(() => boughtRef.current?.focus());
          }}
        />
      ) : null}
      {scheduling ? (
        <ScheduleDialog videoId={data.id} title={data.title} onClose={() => setScheduling(false)} />
      ) : null}
    </article>
  );
}

function NoSuchClass() {
  usePageMeta({ section: 'Class not found' });
  return (
    <div className="library-page">
      <h1>Class not found</h1>
      <p>
        There is no such class. <Link to={CLASSES_PATH}>Browse the classes</Link>.
      </p>
    </div>
  );
}

function LoadedVideoPage({ queryRef }: { queryRef: PreloadedQuery<VideoPageQueryType> }) {
  const data = useRouteQuery<VideoPageQueryType>(VideoPageQuery, queryRef);
  const { isWhiteLabel, whiteLabelStudioSlug } = useSite();
  // A studio's own site shows its own classes only; another studio's is no class of this site.
  const shown = data.video && (!isWhiteLabel || data.video.studio.slug === whiteLabelStudioSlug);
  // A new class (a program's next video) is a new viewing.
  return data.video && shown ? (
    <VideoDetails key={queryRef.variables.databaseId} video={data.video} />
  ) : (
    <NoSuchClass />
  );
}

/** The class page: the player (or the way to subscribe), what the class is, its program, favorite and schedule. */
export function VideoPage() {
  const queryRef = useLoaderData() as PreloadedQuery<VideoPageQueryType> | null;
  return queryRef ? <LoadedVideoPage queryRef={queryRef} /> : <NoSuchClass />;
}
