import { useState } from 'react';
import { graphql, useFragment } from 'react-relay';
import type { FavoriteButton_video$key } from './__generated__/FavoriteButton_video.graphql';
import { useFavoriteVideo } from './useFavoriteVideo';

/**
 * The heart on a class: 'Add X to favorites' / 'Remove X from favorites'. It answers at once; a
 * refusal (or a second click while the first is under way) is said next to it.
 */
export function FavoriteButton({ video }: { video: FavoriteButton_video$key }) {
  const data = useFragment(
    graphql`
      fragment FavoriteButton_video on Video {
        id
        title
        viewerHasFavorited
      }
    `,
    video,
  );
  const toggle = useFavoriteVideo();
  const [message, setMessage] = useState<string | null>(null);
  const favorited = data.viewerHasFavorited;
  return (
    <span className="library-favorite">
      <button
        type="button"
        className={favorited ? 'library-favorite__button is-on' : 'library-favorite__button'}
        aria-pressed={favorited}
        aria-label={favorited ? `Remove ${data.title} from favorites` : `Add ${data.title} to favorites`}
        onClick={async () => {
          setMessage(null);
          const outcome = await toggle(data.id, !favorited);
          if (!outcome.ok) setMessage(outcome.message);
        }}
      >
        <span aria-hidden="true">{favorited ? '♥' : '♡'}</span>
      </button>
      {message ? (
        <span className="library-favorite__message" role="alert">
          {message}
        </span>
      ) : null}
    </span>
  );
}
