// Library models as its loaders hand them to resolvers, for stub-loader tests (run-query.ts):
// sensible defaults, overridden per test.
import type { ProgramModel, VideoModel } from '../../src/library/models.js';

export function videoModel(overrides: Partial<VideoModel> = {}): VideoModel {
  return {
    __typename: 'Video',
    id: 42,
    title: 'Core Burn',
    summary: 'Thirty minutes for the core.',
    studioId: 1,
    instructor: { name: 'Ana Ruiz', imageUrl: null },
    durationSeconds: 1801,
    calories: 180,
    level: 'Beginner',
    classTypes: ['Pilates'],
    equipment: [{ name: 'Block', hack: 'thick books' }],
    bodyFocus: ['Core'],
    limitations: [],
    targetMuscles: ['Abdominals'],
    programId: null,
    programPosition: null,
    publishedAt: '2025-01-01T00:00:00.000Z',
    posterUrl: '/media/videos/42/poster.jpg',
    heartRateFactor: 0.6,
    canWatch: false,
    favoriteId: null,
    progress: null,
    ...overrides,
  };
}

export function programModel(overrides: Partial<ProgramModel> = {}): ProgramModel {
  return {
    __typename: 'Program',
    id: 7,
    title: 'Core Week',
    description: 'Five classes for the core.',
    studioId: 1,
    videoCount: 2,
    videoIds: [42, 43],
    ...overrides,
  };
}
