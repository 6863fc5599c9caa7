import { n, Random } from './basics.js';

/** Stylised athletes in a 100×100 box (y down, feet near 100): poses per class type, their props, the figure. */

type Point = readonly [number, number];

type Prop = 'bike' | 'barbell' | 'gloves' | 'mat' | 'rower' | 'barre' | 'ball';

interface Pose {
  head: Point;
  neck: Point;
  hip: Point;
  /** [back, front] limbs; the back ones are drawn dimmer for depth. */
  elbows: readonly [Point, Point];
  hands: readonly [Point, Point];
  knees: readonly [Point, Point];
  feet: readonly [Point, Point];
  props?: readonly Prop[];
}

export const POSES = {
  run: {
    head: [57, 9],
    neck: [54, 21],
    hip: [48, 50],
    elbows: [
      [41, 34],
      [64, 33],
    ],
    hands: [
      [35, 44],
      [71, 24],
    ],
    knees: [
      [40, 70],
      [64, 62],
    ],
    feet: [
      [26, 76],
      [59, 84],
    ],
  },
  tree: {
    head: [50, 9],
    neck: [50, 21],
    hip: [50, 51],
    elbows: [
      [38, 11],
      [62, 11],
    ],
    hands: [
      [48, -4],
      [52, -4],
    ],
    knees: [
      [68, 64],
      [50, 75],
    ],
    feet: [
      [53, 67],
      [50, 98],
    ],
    props: ['mat'],
  },
  warrior: {
    head: [50, 14],
    neck: [50, 26],
    hip: [50, 55],
    elbows: [
      [33, 26],
      [67, 26],
    ],
    hands: [
      [16, 26],
      [84, 26],
    ],
    knees: [
      [34, 75],
      [70, 69],
    ],
    feet: [
      [18, 97],
      [73, 97],
    ],
    props: ['mat'],
  },
  meditate: {
    head: [50, 42],
    neck: [50, 54],
    hip: [50, 82],
    elbows: [
      [36, 68],
      [64, 68],
    ],
    hands: [
      [29, 82],
      [71, 82],
    ],
    knees: [
      [27, 90],
      [73, 90],
    ],
    feet: [
      [57, 94],
      [43, 94],
    ],
    props: ['mat'],
  },
  cycle: {
    head: [71, 25],
    neck: [63, 33],
    hip: [39, 49],
    elbows: [
      [67, 45],
      [69, 43],
    ],
    hands: [
      [75, 52],
      [77, 50],
    ],
    knees: [
      [53, 66],
      [58, 58],
    ],
    feet: [
      [44, 86],
      [55, 80],
    ],
    props: ['bike'],
  },
  box: {
    head: [44, 12],
    neck: [46, 24],
    hip: [44, 55],
    elbows: [
      [40, 38],
      [64, 24],
    ],
    hands: [
      [50, 22],
      [84, 22],
    ],
    knees: [
      [36, 77],
      [58, 76],
    ],
    feet: [
      [28, 98],
      [66, 98],
    ],
    props: ['gloves'],
  },
  lift: {
    head: [50, 22],
    neck: [50, 33],
    hip: [50, 62],
    elbows: [
      [34, 24],
      [66, 24],
    ],
    hands: [
      [32, 10],
      [68, 10],
    ],
    knees: [
      [32, 79],
      [68, 79],
    ],
    feet: [
      [37, 98],
      [63, 98],
    ],
    props: ['barbell'],
  },
  dance: {
    head: [46, 10],
    neck: [49, 22],
    hip: [52, 52],
    elbows: [
      [35, 13],
      [66, 31],
    ],
    hands: [
      [27, 0],
      [82, 25],
    ],
    knees: [
      [47, 76],
      [68, 70],
    ],
    feet: [
      [43, 98],
      [86, 80],
    ],
  },
  stretch: {
    head: [59, 14],
    neck: [54, 25],
    hip: [48, 57],
    elbows: [
      [40, 42],
      [63, 9],
    ],
    hands: [
      [37, 60],
      [75, 0],
    ],
    knees: [
      [38, 78],
      [60, 78],
    ],
    feet: [
      [28, 98],
      [70, 98],
    ],
    props: ['mat'],
  },
  row: {
    head: [44, 44],
    neck: [46, 55],
    hip: [36, 80],
    elbows: [
      [31, 64],
      [33, 62],
    ],
    hands: [
      [45, 67],
      [47, 65],
    ],
    knees: [
      [58, 77],
      [59, 75],
    ],
    feet: [
      [76, 84],
      [77, 82],
    ],
    props: ['rower'],
  },
  barre: {
    head: [38, 18],
    neck: [42, 30],
    hip: [54, 54],
    elbows: [
      [30, 40],
      [50, 16],
    ],
    hands: [
      [20, 44],
      [58, 4],
    ],
    knees: [
      [70, 56],
      [54, 78],
    ],
    feet: [
      [90, 48],
      [54, 100],
    ],
    props: ['barre'],
  },
  pilates: {
    head: [28, 60],
    neck: [34, 70],
    hip: [50, 95],
    elbows: [
      [44, 72],
      [46, 70],
    ],
    hands: [
      [57, 66],
      [59, 64],
    ],
    knees: [
      [63, 78],
      [65, 76],
    ],
    feet: [
      [77, 62],
      [79, 60],
    ],
    props: ['mat'],
  },
  jump: {
    head: [50, 8],
    neck: [50, 20],
    hip: [50, 50],
    elbows: [
      [36, 12],
      [64, 12],
    ],
    hands: [
      [24, 2],
      [76, 2],
    ],
    knees: [
      [40, 72],
      [60, 72],
    ],
    feet: [
      [30, 92],
      [70, 92],
    ],
  },
  kids: {
    head: [50, 30],
    neck: [50, 40],
    hip: [50, 64],
    elbows: [
      [38, 32],
      [62, 32],
    ],
    hands: [
      [30, 22],
      [70, 22],
    ],
    knees: [
      [42, 80],
      [58, 80],
    ],
    feet: [
      [34, 96],
      [66, 96],
    ],
    props: ['ball'],
  },
} satisfies Record<string, Pose>;

type PoseName = keyof typeof POSES;

/** Which pose best pictures a class type. */
export function poseForClassType(classType: string | undefined, random: Random): PoseName {
  switch (classType) {
    case 'Yoga':
    case 'Prenatal & Postnatal':
      return random.pick(['tree', 'warrior'] as const);
    case 'Meditation':
    case 'Mindbody':
    case 'WOOM Experience I':
    case 'WOOM Experience II':
    case 'WOOM Experience III':
      return 'meditate';
    case 'Stretching':
    case 'Stretches':
    case 'Mobility':
      return 'stretch';
    case 'Pilates':
    case 'Sculpt':
    case 'Tone':
      return 'pilates';
    case 'Barre':
      return 'barre';
    case 'Dance':
      return 'dance';
    case 'Cycling':
    case 'HILIT':
      return 'cycle';
    case 'Running/Treadmill':
    case 'Endurance':
      return 'run';
    case 'Boxing':
    case 'Martial Arts':
      return 'box';
    case 'Rowing':
      return 'row';
    case 'Kids':
      return 'kids';
    case 'HIIT':
    case 'Cardio':
    case 'Bootcamp':
    case 'CrossHIIT':
      return 'jump';
    default:
      // Strength, Barbell, CrossFit, Full Body, and the default class type.
      return 'lift';
  }
}

interface FigureStyle {
  /** Top-left of the 100×100 box, in image coordinates. */
  x: number;
  y: number;
  /** Image pixels per pose unit. */
  scale: number;
  body: string;
  back: string;
  prop: string;
}

function drawProps(pose: Pose, style: FigureStyle): string {
  const s = style.scale;
  const x = (px: number): string => n(style.x + px * s);
  const y = (py: number): string => n(style.y + py * s);
  const line = (a: Point, b: Point, width: number): string =>
    `<path d="M${x(a[0])},${y(a[1])}L${x(b[0])},${y(b[1])}" stroke="${style.prop}" stroke-width="${n(width * s)}" stroke-linecap="round"/>`;
  const ring = (c: Point, r: number, width: number): string =>
    `<circle cx="${x(c[0])}" cy="${y(c[1])}" r="${n(r * s)}" fill="none" stroke="${style.prop}" stroke-width="${n(width * s)}"/>`;
  const disc = (c: Point, r: number): string =>
    `<circle cx="${x(c[0])}" cy="${y(c[1])}" r="${n(r * s)}" fill="${style.prop}"/>`;
  const parts: string[] = [];
  for (const prop of pose.props ?? []) {
    switch (prop) {
      case 'mat':
        parts.push(line([6, 101], [94, 101], 3.2));
        break;
      case 'bike':
        parts.push(ring([28, 86], 14, 2.6), ring([84, 86], 14, 2.6));
        parts.push(
          line([28, 86], [50, 86], 2.4),
          line([50, 86], [38, 52], 2.4),
          line([50, 86], [74, 56], 2.4),
        );
        parts.push(
          line([39, 55], [74, 56], 2.4),
          line([74, 52], [84, 86], 2.4),
          line([28, 86], [39, 55], 2.4),
        );
        parts.push(line([33, 51], [44, 51], 3.2), line([73, 50], [80, 53], 3));
        break;
      case 'barbell':
        parts.push(line([6, 10], [94, 10], 2.2));
        for (const [px, h] of [
          [12, 20],
          [17, 14],
          [83, 14],
          [88, 20],
        ] as const) {
          parts.push(
            `<rect x="${x(px - 2.2)}" y="${y(10 - h / 2)}" width="${n(4.4 * s)}" height="${n(h * s)}" ` +
              `rx="${n(1.2 * s)}" fill="${style.prop}"/>`,
          );
        }
        break;
      case 'gloves':
        parts.push(disc(pose.hands[0], 5.2), disc(pose.hands[1], 5.6));
        break;
      case 'rower':
        parts.push(line([8, 91], [96, 91], 2.6), ring([92, 80], 8, 2.6));
        parts.push(line([30, 84], [44, 84], 3.4), line([79, 78], [81, 90], 2.6));
        parts.push(line(pose.hands[1], [88, 78], 0.8));
        break;
      case 'barre':
        parts.push(line([2, 45], [30, 45], 2.4), line([8, 45], [8, 101], 2.4));
        break;
      case 'ball':
        parts.push(disc([50, 6], 9));
        break;
    }
  }
  return parts.join('');
}

export function drawFigure(pose: Pose, style: FigureStyle): string {
  const s = style.scale;
  const x = (px: number): string => n(style.x + px * s);
  const y = (py: number): string => n(style.y + py * s);
  const p = (pt: Point): string => `${x(pt[0])},${y(pt[1])}`;
  const limb = (a: Point, b: Point, c: Point, color: string, width: number): string =>
    `<path d="M${p(a)}L${p(b)}L${p(c)}" fill="none" stroke="${color}" stroke-width="${n(width * s)}" ` +
    `stroke-linecap="round" stroke-linejoin="round"/>`;
  const [backElbow, frontElbow] = pose.elbows;
  const [backHand, frontHand] = pose.hands;
  const [backKnee, frontKnee] = pose.knees;
  const [backFoot, frontFoot] = pose.feet;
  return [
    drawProps(pose, style),
    limb(pose.neck, backElbow, backHand, style.back, 5.6),
    limb(pose.hip, backKnee, backFoot, style.back, 7),
    `<path d="M${p(pose.neck)}L${p(pose.hip)}" stroke="${style.body}" stroke-width="${n(10.5 * s)}" stroke-linecap="round"/>`,
    limb(pose.hip, frontKnee, frontFoot, style.body, 7),
    limb(pose.neck, frontElbow, frontHand, style.body, 5.6),
    `<circle cx="${x(pose.head[0])}" cy="${y(pose.head[1])}" r="${n(7 * s)}" fill="${style.body}"/>`,
  ].join('');
}
