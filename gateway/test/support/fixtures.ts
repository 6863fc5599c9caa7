// Studios in the REST backend's WebStudio shape (backend/API.md), as the fake backend serves them.

export interface WebStudioFixture {
  id: number;
  name: string;
  shortName: string;
  slug: string;
  about: string;
  summary: string;
  classTypes: string[];
  equipment: string[];
  levels: string;
  instructors: { name: string; bio: string; imageUrl: string }[];
  feedback: { name: string; feedback: string }[];
  logoUrl: string;
  hero: string;
  combinedLogo: string;
  img2: string;
  aboutImg: string;
  howItWorks: string;
  webStudioImgUrl: string[];
  headerTitle: string;
  headerDescription: string;
  introH1: string;
  introH2: string;
  closingH1: string;
  closingH2: string;
  contactEmail: string | null;
  trialEnabled: boolean;
  isOnWhiteLabel: boolean;
  whitelabelDomain: string | null;
  colorCode: string | null;
  pageTitle: string | null;
  faviconUrl: string | null;
}

function media(slug: string, kind: string): string {
  return `/media/studios/${slug}/${kind}.svg`;
}

function studio(
  id: number,
  name: string,
  shortName: string,
  overrides: Partial<WebStudioFixture> = {},
): WebStudioFixture {
  const slug = overrides.slug ?? shortName;
  return {
    id,
    name,
    shortName,
    slug,
    about: `${name} is a boutique studio.\n\nIt streams every class.`,
    summary: `${name} in one sentence.`,
    classTypes: ['Strength'],
    equipment: ['yogaMat'],
    levels: 'allLevels',
    instructors: [],
    feedback: [],
    logoUrl: media(slug, 'logo'),
    hero: media(slug, 'hero'),
    combinedLogo: media(slug, 'combinedLogo'),
    img2: media(slug, 'img2'),
    aboutImg: media(slug, 'about'),
    howItWorks: media(slug, 'howItWorks'),
    webStudioImgUrl: ['about', 'hero', 'combinedLogo', 'img2', 'howItWorks'].map((kind) => media(slug, kind)),
    headerTitle: `${name} | StreamFit`,
    headerDescription: `Stream ${name} classes at home.`,
    introH1: `Experience ${name}`,
    introH2: 'On demand',
    closingH1: 'Ready?',
    closingH2: 'Start today',
    contactEmail: null,
    trialEnabled: true,
    isOnWhiteLabel: false,
    whitelabelDomain: null,
    colorCode: null,
    pageTitle: null,
    faviconUrl: null,
    ...overrides,
  };
}

export const bkPilates = studio(1, 'BK Pilates', 'bkpilates', {
  classTypes: ['Pilates', 'Barre'],
  equipment: [
    'yogaMat',
    'pilatesCircle',
    'balletBarre',
    'block',
    'slidingDiscs',
    'jumpRope',
    'resistanceBand',
  ],
  levels: 'allLevels',
  instructors: [
    {
      name: 'Ana Ruiz',
      bio: 'Ana teaches reformer-free Pilates.',
      imageUrl: '/media/studios/bkpilates/instructors/0.svg',
    },
    { name: 'Ben Cole', bio: '', imageUrl: '/media/instructors/default.svg' },
  ],
  feedback: [{ name: 'Maya', feedback: 'My core has never been stronger.' }],
  contactEmail: 'hello@bkpilates.example',
});

export const bariStudio = studio(2, 'Bari Studio', 'baristudio', {
  classTypes: ['Barre', 'Cardio'],
  equipment: [
    'dumbells',
    'kettlebell',
    'barbell',
    'inflatableBall',
    'foamRoller',
    'stationaryBike',
    'treadmill',
  ],
  levels: 'intermediate',
  trialEnabled: false,
  isOnWhiteLabel: true,
  whitelabelDomain: 'www.baristudio.tv',
  colorCode: 'c0392b',
  pageTitle: 'Bari Studio | Barre at home',
  faviconUrl: '/media/studios/baristudio/favicon.svg',
  contactEmail: 'team@baristudio.example',
});

/** A white-label studio without a contact e-mail or colour, to check the brand's fallbacks. */
export const coreLab = studio(3, 'Core Lab', 'corelab', {
  levels: 'advance',
  isOnWhiteLabel: true,
  whitelabelDomain: 'corelab.fit',
  colorCode: null,
  pageTitle: null,
  faviconUrl: null,
});

/** Blank level, no images of its own (fallbacks only), a special slug. */
export const dance = studio(4, 'Dance & Flow!', 'danceflow', {
  slug: 'dance-flow',
  levels: '',
  classTypes: [],
  equipment: [],
  logoUrl: '/media/studios/dance-flow/logo.svg',
  hero: '',
  combinedLogo: '',
  img2: '',
  aboutImg: '',
  howItWorks: '',
  webStudioImgUrl: [
    '/fallback/about.svg',
    '/fallback/hero.svg',
    '/fallback/combined.svg',
    '/fallback/img2.svg',
    '/fallback/how.svg',
  ],
  instructors: [{ name: 'No Photo', bio: 'Moves.', imageUrl: '' }],
});

/** Filler studios so the list is long enough to page through. */
const fillers = Array.from({ length: 21 }, (_, index) => {
  const n = String(index + 1).padStart(2, '0');
  return studio(100 + index, `Studio ${n}`, `studio${n}`);
});

/** Sorted by name, case-insensitively, as the backend sorts them. */
export const allStudios: WebStudioFixture[] = [bkPilates, bariStudio, coreLab, dance, ...fillers].sort(
  (a, b) => a.name.toLowerCase().localeCompare(b.name.toLowerCase()),
);

export const classTypes = [
  { id: 1, name: 'Pilates' },
  { id: 2, name: 'Strength' },
  { id: 3, name: 'Cardio' },
  { id: 4, name: 'Barre' },
];
