import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import type { VideoCard_video$key } from './__generated__/VideoCard_video.graphql';
import { FavoriteButton } from './FavoriteButton';
import { videoPath } from './paths';
import { ScheduleDialog } from './ScheduleDialog';

/** One class of the library: poster, title, studio, instructor, length, level, favorite, schedule. */
export function VideoCard({ video }: { video: VideoCard_video$key }) {
  const data = useFragment(
    graphql`
      fragment VideoCard_video on Video {
        id
        databaseId
        title
        posterUrl
        minutes
        level
        canWatch
        studio {
          name
        }
        instructor {
          name
        }
        viewerProgress {
          completedAt
        }
        ...FavoriteButton_video
      }
    `,
    video,
  );
  const [scheduling, setScheduling] = useState(false);
  return (
    <li className="library-card">
      <Link to={videoPath(data.databaseId)} className="library-card__link">
        <img className="library-card__poster" src={data.posterUrl} alt="" loading="lazy" />
        <span className="library-card__title">{data.title}</span>
      </Link>
      <p className="library-card__meta">
        {data.studio.name} · {data.instructor.name}
      </p>
      <p className="library-card__meta">
        {data.minutes} min · {data.level === 'Any' ? 'All levels' : data.level}
        {data.viewerProgress?.completedAt ? ' · Completed' : ''}
      </p>
      {data.canWatch ? null : <p className="library-card__locked">Subscribe to watch</p>}
      <div className="library-card__actions">
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
      {scheduling ? (
        <ScheduleDialog videoId={data.id} title={data.title} onClose={() => setScheduling(false)} />
      ) : null}
    </li>
  );
}
