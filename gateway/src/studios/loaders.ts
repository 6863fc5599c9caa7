// Per-request loaders for the studio catalogue. The whole studio list is one REST call, so every
// studio lookup in a request (a page, by slug, by host, by id) is served from that one answer:
// a request makes at most one GET /api/basic/webStudiosInfo and one POST /api/basic/classTypes,
// however many fields ask. Across requests the REST client's catalogue cache may answer instead.
import DataLoader from 'dataloader';
import type { RestClient } from '../rest/client.js';
import type { ClassTypeModel, StudioModel } from './models.js';
import { slugOf } from './mapping.js';
import { fetchClassTypes, fetchWebStudios } from './rest.js';

export interface StudioLoaders {
  /** Every studio, sorted by name. */
  all(): Promise<StudioModel[]>;
  /** Studios by database id; unknown ids give null. Batched, served from `all()`. */
  byId: DataLoader<number, StudioModel | null>;
  /**
   * A studio by database id when the request's studio list has already arrived (null: not in it);
   * undefined while it has not (use `byId`). Lets a list of 100 classes or videos read each studio
   * without a promise apiece.
   */
  known(id: number): StudioModel | null | undefined;
  /** A studio by slug, case-insensitively; null when none has it. */
  bySlug(slug: string): Promise<StudioModel | null>;
  /** The class types (one POST /api/basic/classTypes, only when asked). */
  classTypes: ClassTypeLoaders;
}

export interface ClassTypeLoaders {
  all(): Promise<ClassTypeModel[]>;
  byId: DataLoader<number, ClassTypeModel | null>;
}

/** Calls `load` once and hands every caller the same promise (also a failed one: one try per request). */
function once<T>(load: () => Promise<T>): () => Promise<T> {
  let promise: Promise<T> | undefined;
  return () => (promise ??= load());
}

/** A list read once per request, with its items by id: batched, and at hand once the list has arrived. */
function indexed<T extends { id: number }>(
  load: () => Promise<T[]>,
): { all: () => Promise<T[]>; byId: DataLoader<number, T | null>; known(id: number): T | null | undefined } {
  let index: ReadonlyMap<number, T> | undefined;
  const all = once(() =>
    load().then((items) => {
      index = new Map(items.map((item) => [item.id, item]));
      return items;
    }),
  );
  const byId = new DataLoader<number, T | null>(async (ids) => {
    await all();
    return ids.map((id) => index?.get(id) ?? null);
  });
  return { all, byId, known: (id) => (index === undefined ? undefined : (index.get(id) ?? null)) };
}

/**
 * Studio `id` of the request's list: the studio itself when the list has already arrived (a list of
 * classes or videos then reads each one's studio without a promise apiece), else a promise of it.
 */
export function studioById(
  studios: Pick<StudioLoaders, 'known' | 'byId'>,
  id: number,
): StudioModel | null | Promise<StudioModel | null> {
  const known = studios.known(id);
  return known === undefined ? studios.byId.load(id) : known;
}

export function createStudioLoaders(rest: RestClient): StudioLoaders {
  const { all, byId, known } = indexed(() => fetchWebStudios(rest));
  return {
    all,
    byId,
    known,
    async bySlug(slug) {
      const wanted = slug.trim().toLowerCase();
      return (await all()).find((studio) => slugOf(studio).toLowerCase() === wanted) ?? null;
    },
    classTypes: createClassTypeLoaders(rest),
  };
}

export function createClassTypeLoaders(rest: RestClient): ClassTypeLoaders {
  const { all, byId } = indexed(() => fetchClassTypes(rest));
  return { all, byId };
}
