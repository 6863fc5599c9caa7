// The library's mutations: favorites (videos, class types, studios), playback events and planning a
// video on the calendar. Each checks its input first and needs a signed-in member (a refusal costs no
// REST call), calls its route once (POSTs are never retried), turns the failures a page expects into
// userErrors (user-errors.ts), and forgets what the change made stale, so the payload reads it again.
import type { MutationResolvers, PlaybackEvent, Resolvers } from '../__generated__/resolvers-types.js';
import type { GatewayContext } from '../graph/context.js';
import { databaseIdOf, toGlobalId } from '../node/global-id.js';
import { checkVideoPurchaseInput, idempotencyKeyOf } from '../payments/input.js';
import { paymentFailure, type PaymentOperation } from '../payments/user-errors.js';
import { restCursorToCursor } from '../relay/connection.js';
import { RestFailure } from '../rest/client.js';
import { given } from '../shared/input.js';
import { NOT_SIGNED_IN, type UserErrorModel } from '../shared/user-errors.js';
import { planVideo } from '../workouts/mutation-resolvers.js';
import type { FavoriteVideoPayloadModel, PurchaseVideoPayloadModel, VideoModel } from './models.js';
import {
  deleteFavoriteClassType,
  deleteFavoriteStudio,
  deleteFavoriteVideo,
  postFavoriteClassType,
  postFavoriteStudio,
  postFavoriteVideo,
  postPlaybackEvent,
  postVideoPurchase,
  type PlaybackEventBody,
} from './rest.js';
import { libraryFailure, NO_VIDEO_MESSAGE } from './user-errors.js';

/** A viewing's id: the player makes a UUID (the contract's rule). */
const SESSION_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const MAX_DEVICE_LENGTH = 100;

const EVENTS: Readonly<Record<PlaybackEvent, PlaybackEventBody['event_type']>> = {
  START: 'start',
  HEARTBEAT: 'heartbeat',
  PAUSE: 'pause',
  SEEK: 'seek',
  COMPLETE: 'complete',
};

type Outcome<T> = { ok: true; value: T } | { ok: false; userErrors: UserErrorModel[] };

const invalid = (field: string, message: string): UserErrorModel => ({
  field,
  code: 'INVALID_INPUT',
  message,
});
const notFound = (field: string, message: string): UserErrorModel => ({ field, code: 'NOT_FOUND', message });
const noVideo = notFound('videoId', NO_VIDEO_MESSAGE);
const noClassType = notFound('classTypeId', 'There is no such class type.');
const noStudio = notFound('studioId', 'There is no such studio.');

/**
 * Runs a member's call once: an expected failure becomes a userError (a 401 also ends the request's
 * session), anything else stays an error of the field.
 */
async function memberCall<T>(
  context: GatewayContext,
  fields: Readonly<Record<string, string>>,
  notFoundField: string | null,
  call: () => Promise<T>,
): Promise<Outcome<T>> {
  try {
    return { ok: true, value: await call() };
  } catch (error) {
    const userError = libraryFailure(error, fields, notFoundField);
    if (!userError) throw error;
    if (userError.code === 'UNAUTHENTICATED') context.loaders.accounts.endSession();
    return { ok: false, userErrors: [userError] };
  }
}

const isNotFound = (error: unknown) => error instanceof RestFailure && error.upstreamStatus === 404;

const favoriteFailed = (userErrors: UserErrorModel[]): FavoriteVideoPayloadModel => ({
  video: null,
  favorite: null,
  removedVideoId: null,
  userErrors,
});

const purchaseFailed = (userErrors: UserErrorModel[]): PurchaseVideoPayloadModel => ({
  video: null,
  amountCharged: null,
  receiptNumber: null,
  userErrors,
});

function purchaseOperation(cardField: 'paymentToken' | 'paymentCardId'): PaymentOperation {
  return {
    inputFields: ['videoId', 'paymentToken', 'paymentCardId', 'idempotencyKey'],
    cardField,
    withStudio: false,
    changesSubscription: false,
    tokenizesCard: false,
  };
}

/** A purchase's expected failures: the class's own (owned, included, unknown), then the payment's. */
function purchaseFailure(error: unknown, operation: PaymentOperation): UserErrorModel | null {
  if (error instanceof RestFailure && error.upstreamStatus !== null) {
    const message = error.upstreamMessage;
    if (error.upstreamCode === 'already_owned')
      return { field: null, code: 'ALREADY_OWNED', message: message ?? 'You already own this class.' };
    if (error.upstreamCode === 'already_included')
      return {
        field: null,
        code: 'ALREADY_SUBSCRIBED',
        message: message ?? 'Your membership already includes this class.',
      };
    if (error.upstreamStatus === 404) return noVideo;
  }
  return paymentFailure(error, operation);
}

const Mutation: MutationResolvers = {
  addFavoriteVideo: async (_root, { input }, context) => {
    const videoId = databaseIdOf(input.videoId, 'Video');
    if (videoId === null) return favoriteFailed([noVideo]);
    if (!context.rest.hasAuthorization) return favoriteFailed([NOT_SIGNED_IN]);
    const outcome = await memberCall(context, { videoId: 'videoId' }, 'videoId', () =>
      postFavoriteVideo(context.rest, videoId),
    );
    if (!outcome.ok) return favoriteFailed(outcome.userErrors);
    const { library } = context.loaders;
    library.forgetVideos();
    const video: VideoModel = { ...outcome.value.video, favoriteId: outcome.value.id };
    library.prime([video]);
    return { video, favorite: { ...outcome.value, video }, removedVideoId: null, userErrors: [] };
  },

  removeFavoriteVideo: async (_root, { input }, context) => {
    const videoId = databaseIdOf(input.videoId, 'Video');
    if (videoId === null) return favoriteFailed([noVideo]);
    if (!context.rest.hasAuthorization) return favoriteFailed([NOT_SIGNED_IN]);
    const { library } = context.loaders;
    // The favorite to remove is the one the video's answer names (the member's own, or none).
    const read = await memberCall(context, {}, 'videoId', () => library.videoById.load(videoId));
    if (!read.ok) return favoriteFailed(read.userErrors);
    const video = read.value;
    if (!video) return favoriteFailed([noVideo]);
    const favoriteId = video.favoriteId;
    if (favoriteId !== null) {
      const removed = await memberCall(context, {}, null, async () => {
        try {
          await deleteFavoriteVideo(context.rest, favoriteId);
        } catch (error) {
          // Removed meanwhile (another device): the favorite is gone, as asked.
          if (!isNotFound(error)) throw error;
        }
      });
      if (!removed.ok) return favoriteFailed(removed.userErrors);
      library.forgetVideos();
    }
    const now = { ...video, favoriteId: null };
    library.prime([now]);
    return { video: now, favorite: null, removedVideoId: videoId, userErrors: [] };
  },

  addFavoriteClassType: async (_root, { input }, context) => {
    const classId = databaseIdOf(input.classTypeId, 'ClassType');
    if (classId === null) return { userErrors: [noClassType] };
    if (!context.rest.hasAuthorization) return { userErrors: [NOT_SIGNED_IN] };
    const outcome = await memberCall(context, { classId: 'classTypeId' }, 'classTypeId', () =>
      postFavoriteClassType(context.rest, classId),
    );
    if (!outcome.ok) return { userErrors: outcome.userErrors };
    context.loaders.library.forgetFavoriteClassTypes();
    return { userErrors: [] };
  },

  removeFavoriteClassType: async (_root, { input }, context) => {
    const classId = databaseIdOf(input.classTypeId, 'ClassType');
    if (classId === null) return { userErrors: [noClassType] };
    if (!context.rest.hasAuthorization) return { userErrors: [NOT_SIGNED_IN] };
    const { library } = context.loaders;
    const outcome = await memberCall(context, {}, null, async () => {
      const favorite = (await library.favoriteClassTypes()).find((kept) => kept.classType.id === classId);
      // Not among the favorites: nothing to change.
      if (favorite)
        await deleteFavoriteClassType(context.rest, favorite.id).catch((error: unknown) => {
          if (!isNotFound(error)) throw error;
        });
    });
    library.forgetFavoriteClassTypes();
    return { userErrors: outcome.ok ? [] : outcome.userErrors };
  },

  addFavoriteStudio: async (_root, { input }, context) => {
    const studioId = databaseIdOf(input.studioId, 'Studio');
    if (studioId === null) return { userErrors: [noStudio] };
    if (!context.rest.hasAuthorization) return { userErrors: [NOT_SIGNED_IN] };
    const outcome = await memberCall(context, { studioId: 'studioId' }, 'studioId', () =>
      postFavoriteStudio(context.rest, studioId),
    );
    if (!outcome.ok) return { userErrors: outcome.userErrors };
    context.loaders.library.forgetFavoriteStudios();
    return { userErrors: [] };
  },

  removeFavoriteStudio: async (_root, { input }, context) => {
    const studioId = databaseIdOf(input.studioId, 'Studio');
    if (studioId === null) return { userErrors: [noStudio] };
    if (!context.rest.hasAuthorization) return { userErrors: [NOT_SIGNED_IN] };
    const { library } = context.loaders;
    const outcome = await memberCall(context, {}, null, async () => {
      const favorite = (await library.favoriteStudios()).find((kept) => kept.studioId === studioId);
      if (favorite)
        await deleteFavoriteStudio(context.rest, favorite.id).catch((error: unknown) => {
          if (!isNotFound(error)) throw error;
        });
    });
    library.forgetFavoriteStudios();
    return { userErrors: outcome.ok ? [] : outcome.userErrors };
  },

  logPlayback: async (_root, { input }, context) => {
    const errors: UserErrorModel[] = [];
    const videoId = databaseIdOf(input.videoId, 'Video');
    if (videoId === null) errors.push(noVideo);
    if (!Number.isFinite(input.positionSeconds) || input.positionSeconds < 0)
      errors.push(invalid('positionSeconds', 'Position must be a number of seconds, 0 or more.'));
    const sessionId = input.sessionId.trim();
    if (!SESSION_ID.test(sessionId)) errors.push(invalid('sessionId', 'The viewing id must be a UUID.'));
    const device = input.device?.trim() || null;
    if (device !== null && device.length > MAX_DEVICE_LENGTH)
      errors.push(invalid('device', `Device must be at most ${MAX_DEVICE_LENGTH} characters.`));
    if (errors.length > 0 || videoId === null)
      return { videoId: null, completedWorkout: null, userErrors: errors };
    if (!context.rest.hasAuthorization)
      return { videoId: null, completedWorkout: null, userErrors: [NOT_SIGNED_IN] };
    const fields = {
      videoId: 'videoId',
      position: 'positionSeconds',
      sessionId: 'sessionId',
      device: 'device',
      event_type: 'event',
    };
    const outcome = await memberCall(context, fields, 'videoId', () =>
      postPlaybackEvent(context.rest, {
        videoId,
        event_type: EVENTS[input.event],
        position: input.positionSeconds,
        sessionId,
        ...(device === null ? {} : { device }),
      }),
    );
    if (!outcome.ok) {
      const known = outcome.userErrors.some((error) => error.code === 'NOT_FOUND') ? null : videoId;
      return { videoId: known, completedWorkout: null, userErrors: outcome.userErrors };
    }
    // The video's progress changed, and a completion adds a workout to the calendar.
    context.loaders.library.forgetVideos();
    if (outcome.value.completedWorkout) context.loaders.workouts.forgetWorkouts();
    return { videoId, completedWorkout: outcome.value.completedWorkout, userErrors: [] };
  },

  purchaseVideo: async (_root, { input }, context) => {
    const videoId = databaseIdOf(input.videoId, 'Video');
    const errors: UserErrorModel[] = videoId === null ? [noVideo] : [];
    errors.push(...checkVideoPurchaseInput(input));
    if (errors.length > 0 || videoId === null) return purchaseFailed(errors);
    if (!context.rest.hasAuthorization) return purchaseFailed([NOT_SIGNED_IN]);
    const token = given(input.paymentToken);
    const savedCard = given(input.paymentCardId);
    const operation = purchaseOperation(token === null ? 'paymentCardId' : 'paymentToken');
    let bought: Awaited<ReturnType<typeof postVideoPurchase>>;
    try {
      bought = await postVideoPurchase(
        context.rest,
        videoId,
        token === null ? { ...(savedCard === null ? {} : { paymentMethodId: savedCard }) } : { token },
        idempotencyKeyOf(input.idempotencyKey),
      );
    } catch (error) {
      const userError = purchaseFailure(error, operation);
      if (!userError) throw error;
      if (userError.code === 'UNAUTHENTICATED') context.loaders.accounts.endSession();
      return purchaseFailed([userError]);
    }
    // The class is the member's now: its state (and the lists that show it) are read again.
    const { library } = context.loaders;
    library.forgetVideos();
    context.loaders.accounts.refresh();
    return {
      video: await library.videoWithPlayback(videoId),
      amountCharged: bought.charged?.amount ?? null,
      receiptNumber: bought.charged?.receiptNumber ?? null,
      userErrors: [],
    };
  },

  // Planning a video is the calendar's (scheduleWorkout), here under the library's older name.
  scheduleVideo: (_root, { input }, context) => planVideo(context, input),
};

export const libraryMutationResolvers: Resolvers = {
  Mutation,
  FavoriteVideoPayload: {
    removedVideoId: (payload) =>
      payload.removedVideoId === null ? null : toGlobalId('Video', payload.removedVideoId),
    // The new favorite's edge, with its place in the member's list: the newest favorite is the
    // first, so one favorite's page gives its cursor. A favorite that was one already is not the
    // newest and needs no appending: null.
    favoriteEdge: async (payload, _args, context) => {
      const { favorite } = payload;
      if (!favorite) return null;
      const first = await context.loaders.library.favoriteVideos({ limit: 1, after: null });
      const listed = first.favorites.find((kept) => kept.id === favorite.id);
      const cursor = listed === undefined ? undefined : first.cursors.get(listed);
      return cursor === undefined
        ? null
        : { cursor: restCursorToCursor(cursor), node: favorite.video, favoritedAt: favorite.createdAt };
    },
  },
  FavoriteClassTypePayload: {
    favoriteClassTypes: (payload, _args, context) =>
      payload.userErrors.length > 0 ? null : context.loaders.library.favoriteClassTypes(),
  },
  FavoriteStudioPayload: {
    favoriteStudios: (payload, _args, context) =>
      payload.userErrors.length > 0 ? null : context.loaders.library.favoriteStudios(),
  },
  LogPlaybackPayload: {
    video: (payload, _args, context) =>
      payload.videoId === null ? null : context.loaders.library.videoById.load(payload.videoId),
  },
};
