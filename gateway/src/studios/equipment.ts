// The catalogue's equipment keys and how members read them (the studio page's equipment icons).
// A hack is what to use at home instead when a member has no such equipment.

interface EquipmentInfo {
  name: string;
  hack: string | null;
}

const EQUIPMENT: Readonly<Record<string, EquipmentInfo>> = {
  yogaMat: { name: 'Yoga Mat', hack: null },
  dumbells: { name: 'Dumbells', hack: null },
  kettlebell: { name: 'Kettlebell', hack: null },
  barbell: { name: 'Barbell', hack: null },
  pilatesCircle: { name: 'Pilates Circle', hack: null },
  inflatableBall: { name: 'Inflatable Ball', hack: null },
  balletBarre: { name: 'Ballet Barre or Sturdy Chair', hack: 'sturdy chair' },
  block: { name: 'Block', hack: 'thick books' },
  slidingDiscs: { name: 'Sliding Discs', hack: 'small towels' },
  foamRoller: { name: 'Foam Roller', hack: null },
  stationaryBike: { name: 'Stationary Bike', hack: null },
  treadmill: { name: 'Treadmill', hack: null },
  resistanceBand: { name: 'Resistance Band', hack: null },
};

/** `jumpRope` → `Jump Rope`, `medicine_ball` → `Medicine Ball`: a readable name for a key we don't know. */
export function titleCase(key: string): string {
  return key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[\s_-]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

export function describeEquipment(key: string): { key: string; name: string; hack: string | null } {
  // Own-property check: a key such as `constructor` must not find Object.prototype's.
  const known = Object.hasOwn(EQUIPMENT, key) ? EQUIPMENT[key] : undefined;
  return { key, name: known?.name ?? titleCase(key), hack: known?.hack ?? null };
}
