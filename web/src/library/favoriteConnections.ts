import { ConnectionHandler, ROOT_ID, type IEnvironment } from 'relay-runtime';

/** The `@connection` key of the member's favorite videos (FavoriteVideoList). */
export const FAVORITE_VIDEOS_CONNECTION = 'FavoriteVideoList_favoriteVideos';

/**
 * The store's lists of the member's favorite videos, for `@appendEdge` / `@deleteEdge`: read when
 * the mutation is sent, not when a card rendered, so a list loaded since is kept up to date too.
 * Empty when no list was ever loaded (the favorites view then reads it fresh).
 */
export function favoriteVideosConnections(environment: IEnvironment): string[] {
  const viewer = environment.getStore().getSource().get(ROOT_ID)?.viewer as
    { __ref?: unknown } | null | undefined;
  return typeof viewer?.__ref === 'string'
    ? [ConnectionHandler.getConnectionID(viewer.__ref, FAVORITE_VIDEOS_CONNECTION)]
    : [];
}
