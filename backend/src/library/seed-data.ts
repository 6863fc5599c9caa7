import {
  BODY_FOCUS,
  CLASS_TYPES,
  EQUIPMENT,
  LEVELS,
  LIMITATIONS,
  searchable,
  TARGET_MUSCLES,
} from './catalogue.js';

/**
 * The library's seeded videos and programs, made from the seeded studios: a fixed PRNG and a
 * fixed date, so every database (and every test) holds the same library.
 */

/** Videos are published over the two years before this date. */
export const LIBRARY_EPOCH = new Date('2026-10-01T00:00:00.000Z');
export const SEEDED_VIDEO_COUNT = 300;
const TWO_YEARS_SECONDS = 2 * 365 * 24 * 60 * 60;

export interface SeedStudio {
  id: number;
  name: string;
  classTypes: string[];
  instructors: { name: string; imageUrl: string }[];
}

export interface SeedProgram {
  seedKey: string;
  studioId: number;
  title: string;
  description: string;
}

export interface SeedVideo {
  seedKey: string;
  studioId: number;
  title: string;
  summary: string;
  instructorName: string;
  instructorImageUrl: string;
  durationSeconds: number;
  mhr: number;
  level: string;
  classTypes: string[];
  equipment: string[];
  bodyFocus: string[];
  limitations: string[];
  targetMuscles: string[];
  programSeedKey: string | null;
  programPosition: number | null;
  publishedAt: string;
  recommendedScore: number;
  searchText: string;
}

/** mulberry32: small, fast and the same everywhere. */
function prng(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type ClassType = (typeof CLASS_TYPES)[number];

interface ClassStyle {
  titles: readonly string[];
  mhr: number;
  equipment: readonly string[];
  focus: readonly string[];
  muscles: readonly string[];
  gentle: boolean;
}

const STYLES: Record<ClassType, ClassStyle> = {
  Pilates: {
    titles: [
      'Mat Pilates Flow',
      'Pilates Core Control',
      'Classical Mat Series',
      'Pilates Powerhouse',
      'Reformer-Inspired Mat',
    ],
    mhr: 0.5,
    equipment: ['Yoga Mat', 'Pilates Circle', 'Reformer'],
    focus: ['Core', 'Total Body'],
    muscles: ['Abdominals', 'Obliques', 'Pelvic Floor', 'Hip Flexors'],
    gentle: true,
  },
  Strength: {
    titles: ['Total Strength', 'Heavy Lifts', 'Dumbbell Strength', 'Kettlebell Power', 'Barbell Basics'],
    mhr: 0.65,
    equipment: ['Dumbells', 'Kettlebell', 'Barbell'],
    focus: ['Upper Body', 'Lower Body', 'Total Body'],
    muscles: ['Chest', 'Lats', 'Quadriceps', 'Glutes', 'Biceps', 'Triceps'],
    gentle: false,
  },
  Cardio: {
    titles: ['Cardio Blast', 'Sweat Session', 'Cardio Intervals', 'Low-Impact Cardio', 'Step Cardio'],
    mhr: 0.75,
    equipment: ['Step', 'Jump Rope'],
    focus: ['Total Body', 'Lower Body'],
    muscles: ['Quadriceps', 'Calves', 'Glutes', 'Diaphragm'],
    gentle: false,
  },
  Boxing: {
    titles: [
      'Boxing Bootcamp',
      'Shadowboxing Rounds',
      'Jab Cross Combo',
      'Fight Club Cardio',
      'Heavy Bag Drills',
    ],
    mhr: 0.8,
    equipment: ['Boxing Gloves'],
    focus: ['Upper Body', 'Core'],
    muscles: ['Front Shoulders', 'Obliques', 'Triceps', 'Forearms'],
    gentle: false,
  },
  Meditation: {
    titles: ['Guided Calm', 'Breath Awareness', 'Body Scan', 'Evening Wind-Down', 'Morning Intention'],
    mhr: 0.12,
    equipment: [],
    focus: ['Mind'],
    muscles: ['Diaphragm', 'Neck'],
    gentle: true,
  },
  HIIT: {
    titles: ['HIIT Express', 'Tabata Burn', 'EMOM Challenge', 'Sprint Intervals', 'Max Effort HIIT'],
    mhr: 0.88,
    equipment: ['Jump Rope', 'Medicine Ball'],
    focus: ['Total Body'],
    muscles: ['Quadriceps', 'Glutes', 'Hamstrings', 'Abdominals'],
    gentle: false,
  },
  'Running/Treadmill': {
    titles: [
      'Treadmill Tempo Run',
      'Hill Repeats',
      'Easy Endurance Run',
      'Speed Ladder',
      'Walk-Run Intervals',
    ],
    mhr: 0.8,
    equipment: ['Treadmill'],
    focus: ['Lower Body'],
    muscles: ['Calves', 'Hamstrings', 'Quadriceps', 'Shins'],
    gentle: false,
  },
  'Martial Arts': {
    titles: ['Kickboxing Basics', 'Muay Thai Flow', 'Karate Conditioning', 'Kicks and Knees', 'Dojo Drills'],
    mhr: 0.78,
    equipment: ['Boxing Gloves'],
    focus: ['Total Body', 'Core'],
    muscles: ['Obliques', 'Hip Flexors', 'Glutes', 'Rear Shoulders'],
    gentle: false,
  },
  Barre: {
    titles: ['Barre Burn', 'Classic Barre', 'Barre Sculpt', 'Seat Work Barre', 'Barre Tempo'],
    mhr: 0.55,
    equipment: ['Ballet Barre or Sturdy Chair', 'Inflatable Ball', 'Ankle Weights'],
    focus: ['Lower Body', 'Core'],
    muscles: ['Glutes', 'Adductors', 'Abductors', 'Calves'],
    gentle: true,
  },
  Sculpt: {
    titles: [
      'Sculpt and Tone',
      'Light Weights Sculpt',
      'Arms and Abs Sculpt',
      'Sculpt Circuit',
      'Booty Sculpt',
    ],
    mhr: 0.6,
    equipment: ['Dumbells', 'Resistance Band', 'Sliding Discs'],
    focus: ['Upper Body', 'Lower Body'],
    muscles: ['Side Shoulders', 'Triceps', 'Biceps', 'Glutes'],
    gentle: false,
  },
  Yoga: {
    titles: ['Sunrise Flow', 'Power Vinyasa', 'Slow Flow', 'Hip Opening Flow', 'Yin and Restore'],
    mhr: 0.4,
    equipment: ['Yoga Mat', 'Block', 'Strap'],
    focus: ['Total Body', 'Mind'],
    muscles: ['Hamstrings', 'Hip Flexors', 'Lower Back', 'Upper Back'],
    gentle: true,
  },
  Dance: {
    titles: ['Dance Cardio Party', 'Hip Hop Groove', 'Latin Heat', 'Pop Choreo', 'Afrobeats Flow'],
    mhr: 0.7,
    equipment: [],
    focus: ['Total Body'],
    muscles: ['Calves', 'Glutes', 'Obliques'],
    gentle: false,
  },
  Stretching: {
    titles: [
      'Full Body Stretch',
      'Desk Reset Stretch',
      'Deep Stretch',
      'Post-Run Stretch',
      'Bedtime Stretch',
    ],
    mhr: 0.2,
    equipment: ['Strap', 'Foam Roller', 'Yoga Mat'],
    focus: ['Total Body', 'Lower Body'],
    muscles: ['Hamstrings', 'Neck', 'Lower Back', 'Hip Flexors'],
    gentle: true,
  },
  Bootcamp: {
    titles: [
      'Backyard Bootcamp',
      'Bootcamp Circuits',
      'Partner-Free Bootcamp',
      'Boot Camp Burner',
      'Drill Sergeant',
    ],
    mhr: 0.82,
    equipment: ['Kettlebell', 'Medicine Ball', 'Step'],
    focus: ['Total Body'],
    muscles: ['Chest', 'Quadriceps', 'Traps', 'Abdominals'],
    gentle: false,
  },
  Mobility: {
    titles: ['Joint by Joint', 'Hip Mobility', 'Shoulder Mobility', 'Spine Mobility', 'Mobility Lab'],
    mhr: 0.25,
    equipment: ['Foam Roller', 'Resistance Band'],
    focus: ['Total Body', 'Upper Body'],
    muscles: ['Upper Back', 'Rear Shoulders', 'Hip Flexors', 'Neck'],
    gentle: true,
  },
  Cycling: {
    titles: ['Rhythm Ride', 'Climb Ride', 'Endurance Ride', 'Interval Ride', 'Power Zone Ride'],
    mhr: 0.85,
    equipment: ['Stationary Bike'],
    focus: ['Lower Body'],
    muscles: ['Quadriceps', 'Calves', 'Glutes', 'Hamstrings'],
    gentle: false,
  },
  Kids: {
    titles: ['Little Movers', 'Animal Yoga', 'Playground Games', 'Kids Dance Party', 'Jungle Adventure'],
    mhr: 0.5,
    equipment: [],
    focus: ['Total Body'],
    muscles: ['Quadriceps', 'Abdominals'],
    gentle: true,
  },
};

/** Lengths in minutes; the bucket edges (15, 30, 45, 60) among them. */
const MINUTES = [
  5, 10, 15, 20, 25, 30, 35, 40, 45, 50, 55, 60, 65, 70, 75, 12, 28, 33, 47, 52, 15, 30, 45, 60,
];
const EDGES = new Set([15, 30, 45, 60]);

const PROGRAMS: ReadonlyArray<{
  key: string;
  title: string;
  classType: ClassType;
  description: string;
  size: number;
}> = [
  {
    key: 'core-reset',
    title: '30-Day Core Reset',
    classType: 'Pilates',
    size: 8,
    description: 'Build a strong, steady core one short mat session at a time.',
  },
  {
    key: 'yoga-foundations',
    title: 'Yoga Foundations',
    classType: 'Yoga',
    size: 6,
    description: 'The poses, breath and flow every practice grows from.',
  },
  {
    key: 'barre-basics',
    title: 'Barre Basics',
    classType: 'Barre',
    size: 5,
    description: 'Learn the positions, then build the burn week by week.',
  },
  {
    key: 'hiit-ladder',
    title: 'HIIT Ladder',
    classType: 'HIIT',
    size: 6,
    description: 'Intervals that climb in length and effort over six sessions.',
  },
  {
    key: 'strength-builder',
    title: 'Strength Builder',
    classType: 'Strength',
    size: 7,
    description: 'A progressive plan from first lifts to confident heavy sets.',
  },
  {
    key: 'ride-ready',
    title: 'Ride Ready',
    classType: 'Cycling',
    size: 4,
    description: 'Four rides that take you from spinning easy to climbing strong.',
  },
  {
    key: 'mindful-mornings',
    title: 'Mindful Mornings',
    classType: 'Meditation',
    size: 5,
    description: 'Five calm starts to the day, one breath at a time.',
  },
  {
    key: 'run-club',
    title: 'Couch to Treadmill 5K',
    classType: 'Running/Treadmill',
    size: 8,
    description: 'Walk-run intervals that build to a steady 5K on the treadmill.',
  },
];

function pick<T>(random: () => number, values: readonly T[]): T {
  return values[Math.floor(random() * values.length)]!;
}

const lower = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/** The seeded library for the given studios (each with its class types and instructors). */
export function libraryFor(studios: readonly SeedStudio[]): { programs: SeedProgram[]; videos: SeedVideo[] } {
  if (studios.length === 0) return { programs: [], videos: [] };
  const random = prng(20240517);
  const studiosFor = (classType: ClassType) => {
    const teaching = studios.filter((s) => s.classTypes.includes(classType));
    return teaching.length > 0 ? teaching : studios;
  };
  const programs: SeedProgram[] = [];
  const plan: Array<{
    programKey: string | null;
    position: number | null;
    classType: ClassType;
    studio: SeedStudio;
  }> = [];
  const usedProgramStudios = new Set<number>();
  for (const program of PROGRAMS) {
    const candidates = studiosFor(program.classType);
    // Programs come from several studios: one the other programs have not taken, when there is one.
    const studio = candidates.find((s) => !usedProgramStudios.has(s.id)) ?? candidates[0]!;
    usedProgramStudios.add(studio.id);
    programs.push({
      seedKey: `program#${program.key}`,
      studioId: studio.id,
      title: program.title,
      description: program.description,
    });
    for (let position = 1; position <= program.size; position += 1)
      plan.push({ programKey: `program#${program.key}`, position, classType: program.classType, studio });
  }
  for (let i = plan.length; i < SEEDED_VIDEO_COUNT; i += 1) {
    const classType = CLASS_TYPES[i % CLASS_TYPES.length]!;
    plan.push({ programKey: null, position: null, classType, studio: pick(random, studiosFor(classType)) });
  }

  const videos = plan.map((entry, i): SeedVideo => {
    const style = STYLES[entry.classType];
    const minutes = MINUTES[i % MINUTES.length]!;
    const durationSeconds =
      minutes * 60 +
      (EDGES.has(minutes) || minutes === 5 || minutes === 75 || i % 3 !== 0
        ? 0
        : Math.floor(random() * 50) + 5);
    const mhr = Math.min(0.9, Math.max(0.1, Math.round((style.mhr + (random() - 0.5) * 0.1) * 100) / 100));
    const level = LEVELS[(i * 3) % LEVELS.length]!;
    // Each value of every list appears: one taken in turn by index, the rest from the class's own style.
    const equipmentTurn = i % (EQUIPMENT.length + 1);
    const equipment = new Set<string>();
    if (equipmentTurn > 0) {
      equipment.add(EQUIPMENT[equipmentTurn - 1]!);
      if (style.equipment.length > 0 && random() < 0.5) equipment.add(pick(random, style.equipment));
    }
    const bodyFocus = new Set([BODY_FOCUS[i % BODY_FOCUS.length]!, pick(random, style.focus)]);
    const limitations = new Set<string>();
    if (style.gentle || random() < 0.15) limitations.add('Low Impact');
    if (i % 9 === 0) limitations.add(LIMITATIONS[0]);
    if (i % 9 === 1 || i % 11 === 0) limitations.add(LIMITATIONS[1]);
    if (i % 9 === 2) limitations.add(LIMITATIONS[2]);
    const muscles = new Set([
      TARGET_MUSCLES[i % TARGET_MUSCLES.length]!,
      pick(random, style.muscles),
      pick(random, style.muscles),
    ]);
    const classTypes = new Set<string>([entry.classType]);
    if (random() < 0.2) classTypes.add(pick(random, CLASS_TYPES));
    const instructor =
      entry.studio.instructors.length > 0
        ? pick(random, entry.studio.instructors)
        : { name: 'StreamFit Team', imageUrl: '/media/instructors/default.svg' };
    const baseTitle = pick(random, style.titles);
    const focus = [...bodyFocus][1] ?? [...bodyFocus][0]!;
    const title =
      entry.programKey === null
        ? `${baseTitle}: ${focus}`
        : `${PROGRAMS.find((p) => `program#${p.key}` === entry.programKey)!.title}, Part ${entry.position}`;
    const summary =
      `${minutes} minutes of ${lower(entry.classType)} with ${instructor.name} from ${entry.studio.name}. ` +
      `${level === 'Any' ? 'Made for every level' : `A ${level.toLowerCase()} class`} with a focus on ` +
      `${[...bodyFocus].map(lower).join(' and ')}` +
      `${equipment.size === 0 ? ', no equipment needed.' : `; bring ${[...equipment].map(lower).join(', ')}.`}`;
    const publishedAt = new Date(LIBRARY_EPOCH.getTime() - Math.floor(random() * TWO_YEARS_SECONDS) * 1000);
    return {
      seedKey: `library#${i}`,
      studioId: entry.studio.id,
      title,
      summary,
      instructorName: instructor.name,
      instructorImageUrl: instructor.imageUrl,
      durationSeconds,
      mhr,
      level,
      classTypes: [...classTypes],
      equipment: [...equipment],
      bodyFocus: [...bodyFocus],
      limitations: [...limitations],
      targetMuscles: [...muscles],
      programSeedKey: entry.programKey,
      programPosition: entry.position,
      publishedAt: publishedAt.toISOString(),
      recommendedScore: Math.floor(random() * 101),
      searchText: searchable(`${title} ${instructor.name} ${entry.studio.name}`),
    };
  });
  return { programs, videos };
}
