// What the studio resolvers receive as parents (codegen.yml maps the GraphQL types to these).
// A model is the backend's record, read and checked (rest.ts), tagged with its GraphQL type so
// `Node.__resolveType` can tell the kinds apart. The GraphQL shape is derived in the resolvers.

/** A studio as GET /api/basic/webStudiosInfo returns it (API.md "WebStudio"). */
export interface StudioModel {
  readonly __typename: 'Studio';
  id: number;
  name: string;
  shortName: string;
  slug: string;
  about: string;
  summary: string;
  classTypes: string[];
  /** Catalogue equipment keys, e.g. `yogaMat`. */
  equipment: string[];
  /** `allLevels`, `intermediate`, `advance`, '' (blank) or null (absent). */
  levels: string | null;
  instructors: { name: string; bio: string; imageUrl: string | null }[];
  feedback: { name: string; feedback: string }[];
  logoUrl: string | null;
  hero: string | null;
  combinedLogo: string | null;
  img2: string | null;
  aboutImg: string | null;
  howItWorks: string | null;
  /** Fallback images in the order about, hero, combinedLogo, img2, howItWorks. */
  webStudioImgUrl: (string | null)[];
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
  /** Hex colour without '#'. */
  colorCode: string | null;
  pageTitle: string | null;
  faviconUrl: string | null;
}

/** A class type as POST /api/basic/classTypes returns it. */
export interface ClassTypeModel {
  readonly __typename: 'ClassType';
  id: number;
  name: string;
}

/** The site a host name resolves to (see site.ts). */
export interface SiteModel {
  mode: 'GENERAL' | 'WHITE_LABEL';
  /** The host, lowercased, without port or leading `www.`. */
  host: string;
  /** The white-label studio; null on the general site. */
  studio: StudioModel | null;
}
