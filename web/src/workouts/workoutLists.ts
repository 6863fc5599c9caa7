import type { IEnvironment, RecordProxy, RecordSourceSelectorProxy } from 'relay-runtime';

/** The viewer's calendar field (`User.workouts(from, to)`), one list per month read. */
const WORKOUTS_FIELD = 'workouts';
/** How Relay stores the field with its arguments: `workouts(from:"…",to:"…")`. */
const STORAGE_KEY = /^workouts\(from:("(?:[^"\\]|\\.)*"),to:("(?:[^"\\]|\\.)*")\)$/;

interface WorkoutRange {
  from: string;
  to: string;
}

/**
 * The ranges of every list of the viewer's workouts the store holds (the month on screen and the
 * months seen before, which Back shows from the store), read when the change arrives.
 */
function storedRanges(environment: IEnvironment, viewerId: string): WorkoutRange[] {
  const record = environment.getStore().getSource().get(viewerId);
  if (!record) return [];
  return Object.keys(record).flatMap((key) => {
    const match = STORAGE_KEY.exec(key);
    if (!match) return [];
    return [{ from: JSON.parse(match[1]!) as string, to: JSON.parse(match[2]!) as string }];
  });
}

function timeOf(record: RecordProxy): number {
  const value = Date.parse(String(record.getValue('when')));
  return Number.isNaN(value) ? 0 : value;
}

/**
 * Puts a workout where its time says: into the stored months it falls in (in time order), out of
 * the ones it left. A workout another device made, or one moved to another month, is shown at once.
 */
export function placeWorkout(
  store: RecordSourceSelectorProxy,
  environment: IEnvironment,
  workoutId: string,
): void {
  const viewer = store.getRoot().getLinkedRecord('viewer');
  const workout = store.get(workoutId);
  if (!viewer || !workout) return;
  const when = timeOf(workout);
  for (const range of storedRanges(environment, viewer.getDataID())) {
    const list = viewer.getLinkedRecords(WORKOUTS_FIELD, range);
    if (!list) continue;
    const others = list.filter((item): item is RecordProxy => item != null && item.getDataID() !== workoutId);
    const belongs = when >= Date.parse(range.from) && when < Date.parse(range.to);
    if (!belongs) {
      if (others.length !== list.length) viewer.setLinkedRecords(others, WORKOUTS_FIELD, range);
      continue;
    }
    // After every workout at the same time or earlier, so equal times keep their order.
    const at = others.findIndex((item) => timeOf(item) > when);
    const next = at === -1 ? [...others, workout] : [...others.slice(0, at), workout, ...others.slice(at)];
    viewer.setLinkedRecords(next, WORKOUTS_FIELD, range);
  }
}

/** Takes a deleted workout out of every stored month. */
export function dropWorkout(
  store: RecordSourceSelectorProxy,
  environment: IEnvironment,
  workoutId: string,
): void {
  const viewer = store.getRoot().getLinkedRecord('viewer');
  if (!viewer) return;
  for (const range of storedRanges(environment, viewer.getDataID())) {
    const list = viewer.getLinkedRecords(WORKOUTS_FIELD, range);
    if (!list?.some((item) => item?.getDataID() === workoutId)) continue;
    viewer.setLinkedRecords(
      list.filter((item): item is RecordProxy => item != null && item.getDataID() !== workoutId),
      WORKOUTS_FIELD,
      range,
    );
  }
}
