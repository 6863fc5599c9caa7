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

function byIdFrom<T extends { id: number }>(all: () => Promise<T[]>): DataLoader<number, T | null> {
  return new DataLoader<number, T | null>(async (ids) => {
    const index = new Map((await all()).map((item) => [item.id, item]));
    return ids.map((id) => index.get(id) ?? null);
  });
}

export function createStudioLoaders(rest: RestClient): StudioLoaders {
  const all = once(() => fetchWebStudios(rest));
  return {
    all,
    byId: byIdFrom(all),
    async bySlug(slug) {
      const wanted = slug.trim().toLowerCase();
      return (await all()).find((studio) => slugOf(studio).toLowerCase() === wanted) ?? null;
    },
    classTypes: createClassTypeLoaders(rest),
  };
}

export function createClassTypeLoaders(rest: RestClient): ClassTypeLoaders {
  const all = once(() => fetchClassTypes(rest));
  return { all, byId: byIdFrom(all) };
}
