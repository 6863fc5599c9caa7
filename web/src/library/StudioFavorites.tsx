import { Suspense, useState } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay';
import { useSession } from '../accounts/session/SessionContext';
import { useSite } from '../site/SiteContext';
import { ErrorBoundary } from '../ui/ErrorBoundary';
import type { StudioFavoritesQuery } from './__generated__/StudioFavoritesQuery.graphql';
import { useFavoriteClassType } from './useFavoriteClassType';
import { useFavoriteStudio } from './useFavoriteStudio';
import './library.css';

/**
 * A toggle that answers at once: it shows the member's choice while the library decides, and
 * goes back (saying so) when it refuses.
 */
function FavoriteToggle({
  name,
  favorited,
  onToggle,
}: {
  name: string;
  favorited: boolean;
  onToggle: (favorite: boolean) => Promise<{ ok: boolean }>;
}) {
  const [pending, setPending] = useState<boolean | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const shown = pending ?? favorited;
  return (
    <span className="library-favorite">
      <button
        type="button"
        className={shown ? 'library-favorite__button is-on' : 'library-favorite__button'}
        aria-pressed={shown}
        aria-label={shown ? `Remove ${name} from favorites` : `Add ${name} to favorites`}
        onClick={async () => {
          if (pending !== null) return;
          setFailed(null);
          setPending(!shown);
          const outcome = await onToggle(!shown);
          setPending(null);
          if (!outcome.ok) setFailed(shown ? `Failed to remove ${name}` : `Failed to add ${name}`);
        }}
      >
        <span aria-hidden="true">{shown ? '♥' : '♡'}</span>
      </button>
      {failed ? (
        <span className="library-favorite__message" role="alert">
          {failed}
        </span>
      ) : null}
    </span>
  );
}

function Favorites({
  studioId,
  studioName,
  classTypes,
}: {
  studioId: string;
  studioName: string;
  classTypes: readonly string[];
}) {
  const data = useLazyLoadQuery<StudioFavoritesQuery>(
    graphql`
      query StudioFavoritesQuery {
        classTypes {
          id
          name
        }
        viewer {
          favoriteStudios {
            databaseId
            studio {
              id
            }
          }
          favoriteClassTypes {
            databaseId
            classType {
              id
              name
            }
          }
        }
      }
    `,
    {},
    { fetchPolicy: 'store-and-network' },
  );
  const toggleStudio = useFavoriteStudio();
  const toggleClassType = useFavoriteClassType();
  if (!data.viewer) return null;
  const favoriteStudio = data.viewer.favoriteStudios.some((favorite) => favorite.studio.id === studioId);
  const favoriteTypes = new Set(data.viewer.favoriteClassTypes.map((favorite) => favorite.classType.id));
  // The studio names its class types; the library knows them by id.
  const types = classTypes
    .map((name) => data.classTypes?.find((known) => known.name.toLowerCase() === name.toLowerCase()))
    .filter((known): known is { id: string; name: string } => Boolean(known));
  return (
    <div className="studio-favorites">
      <p className="studio-favorites__row">
        <FavoriteToggle
          name={studioName}
          favorited={favoriteStudio}
          onToggle={(favorite) => toggleStudio(studioId, favorite)}
        />
        <span>{studioName}</span>
      </p>
      {types.length > 0 ? (
        <ul className="studio-favorites__types" aria-label="Favorite class types">
          {types.map((classType) => (
            <li key={classType.id}>
              <FavoriteToggle
                name={classType.name}
                favorited={favoriteTypes.has(classType.id)}
                onToggle={(favorite) => toggleClassType(classType.id, favorite)}
              />
              <span>{classType.name}</span>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/**
 * On a studio's page, for a signed-in member: keep the studio and its class types among their
 * favorites (the dashboard and the classes page show them). Nothing for a visitor, nor on a
 * studio's own site, where that studio is the only one.
 */
export function StudioFavorites(props: {
  studioId: string;
  studioName: string;
  classTypes: readonly string[];
}) {
  const { user } = useSession();
  const { isWhiteLabel } = useSite();
  if (!user || isWhiteLabel) return null;
  return (
    <section className="studio-section" aria-label={`Favorites at ${props.studioName}`}>
      <ErrorBoundary fallback={null}>
        <Suspense fallback={null}>
          <Favorites {...props} />
        </Suspense>
      </ErrorBoundary>
    </section>
  );
}
