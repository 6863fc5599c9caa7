import type { Queryable } from '../db/database.js';

/** A studios row, as stored (defaults not yet applied). */
export interface StudioRecord {
  id: number;
  shortName: string;
  name: string;
  slug: string;
  about: string;
  summary: string;
  headerTitle: string;
  headerDescription: string;
  introH1: string;
  introH2: string;
  closingH1: string;
  closingH2: string;
  classTypes: string[];
  levels: string | null;
  equipment: string[];
  contactEmail: string | null;
  trialEnabled: boolean;
  dailyPrice: number;
  whitelabelDomain: string | null;
  colorCode: string | null;
  pageTitle: string | null;
  brandColor: string;
}

export interface InstructorRecord {
  studioId: number;
  position: number;
  name: string;
  bio: string;
  hasPhoto: boolean;
}

export interface TestimonialRecord {
  studioId: number;
  position: number;
  author: string;
  text: string;
}

/** A studio with the people its page shows. */
export interface StudioWithPeople {
  studio: StudioRecord;
  instructors: InstructorRecord[];
  testimonials: TestimonialRecord[];
}

export interface ClassTypeRecord {
  id: number;
  name: string;
}

interface StudioRow {
  id: number;
  short_name: string;
  name: string;
  slug: string;
  about: string;
  summary: string;
  header_title: string;
  header_description: string;
  intro_h1: string;
  intro_h2: string;
  closing_h1: string;
  closing_h2: string;
  class_types: string[];
  levels: string | null;
  equipment: string[];
  contact_email: string | null;
  trial_enabled: boolean;
  /** numeric arrives as a string from both drivers, to keep its precision. */
  daily_price: string;
  whitelabel_domain: string | null;
  color_code: string | null;
  page_title: string | null;
  brand_color: string;
}

const STUDIO_COLUMNS = `id, short_name, name, slug, about, summary, header_title, header_description,
  intro_h1, intro_h2, closing_h1, closing_h2, class_types, levels, equipment, contact_email,
  trial_enabled, daily_price, whitelabel_domain, color_code, page_title, brand_color`;

/** Case-insensitive by name; the "C" collation makes PGlite and PostgreSQL agree on the order. */
const BY_NAME = `ORDER BY lower(name) COLLATE "C", id`;

function toStudio(row: StudioRow): StudioRecord {
  return {
    id: row.id,
    shortName: row.short_name,
    name: row.name,
    slug: row.slug,
    about: row.about,
    summary: row.summary,
    headerTitle: row.header_title,
    headerDescription: row.header_description,
    introH1: row.intro_h1,
    introH2: row.intro_h2,
    closingH1: row.closing_h1,
    closingH2: row.closing_h2,
    classTypes: row.class_types,
    levels: row.levels,
    equipment: row.equipment,
    contactEmail: row.contact_email,
    trialEnabled: row.trial_enabled,
    dailyPrice: Number(row.daily_price),
    whitelabelDomain: row.whitelabel_domain,
    colorCode: row.color_code,
    pageTitle: row.page_title,
    brandColor: row.brand_color,
  };
}

export class StudioRepository {
  constructor(private readonly db: Queryable) {}

  async listStudios(): Promise<StudioRecord[]> {
    const rows = await this.db.query<StudioRow>(`SELECT ${STUDIO_COLUMNS} FROM studios ${BY_NAME}`);
    return rows.map(toStudio);
  }

  /** The studios with these ids, sorted by name; unknown ids are simply absent. */
  async findByIds(ids: readonly number[]): Promise<StudioRecord[]> {
    const rows = await this.db.query<StudioRow>(
      `SELECT ${STUDIO_COLUMNS} FROM studios WHERE id = ANY($1::int[]) ${BY_NAME}`,
      [[...ids]],
    );
    return rows.map(toStudio);
  }

  async findByShortName(shortName: string): Promise<StudioRecord | undefined> {
    const rows = await this.db.query<StudioRow>(
      `SELECT ${STUDIO_COLUMNS} FROM studios WHERE short_name = $1`,
      [shortName],
    );
    return rows[0] ? toStudio(rows[0]) : undefined;
  }

  async findBySlug(slug: string): Promise<StudioRecord | undefined> {
    const rows = await this.db.query<StudioRow>(`SELECT ${STUDIO_COLUMNS} FROM studios WHERE slug = $1`, [
      slug,
    ]);
    return rows[0] ? toStudio(rows[0]) : undefined;
  }

  async listWhiteLabelStudios(): Promise<StudioRecord[]> {
    const rows = await this.db.query<StudioRow>(
      `SELECT ${STUDIO_COLUMNS} FROM studios WHERE whitelabel_domain IS NOT NULL ${BY_NAME}`,
    );
    return rows.map(toStudio);
  }

  /** Instructors of the given studios, grouped by studio id, in catalogue order. */
  async instructorsByStudio(studioIds: readonly number[]): Promise<Map<number, InstructorRecord[]>> {
    const rows = await this.db.query<{
      studio_id: number;
      position: number;
      name: string;
      bio: string;
      has_photo: boolean;
    }>(
      `SELECT studio_id, position, name, bio, has_photo FROM studio_instructors
       WHERE studio_id = ANY($1::int[]) ORDER BY studio_id, position`,
      [[...studioIds]],
    );
    return groupByStudio(
      rows.map((row) => ({
        studioId: row.studio_id,
        position: row.position,
        name: row.name,
        bio: row.bio,
        hasPhoto: row.has_photo,
      })),
    );
  }

  /**
   * Studios with their instructors and testimonials (catalogue order), in ONE query: every studio
   * (by name), or those with `ids` (unknown ids absent). The people come as JSON arrays built by the
   * database, so the catalogue is one round trip however many studios it holds.
   */
  async listWebStudios(ids?: readonly number[]): Promise<StudioWithPeople[]> {
    const rows = await this.db.query<
      StudioRow & { instructors: PersonJson<InstructorJson>; testimonials: PersonJson<TestimonialJson> }
    >(
      `SELECT ${STUDIO_COLUMNS},
         COALESCE((SELECT json_agg(json_build_object('position', i.position, 'name', i.name, 'bio', i.bio,
                                                     'hasPhoto', i.has_photo) ORDER BY i.position)
                     FROM studio_instructors i WHERE i.studio_id = studios.id), '[]') AS instructors,
         COALESCE((SELECT json_agg(json_build_object('position', t.position, 'author', t.author, 'text', t.text)
                                   ORDER BY t.position)
                     FROM studio_testimonials t WHERE t.studio_id = studios.id), '[]') AS testimonials
       FROM studios ${ids === undefined ? '' : 'WHERE id = ANY($1::int[])'} ${BY_NAME}`,
      ids === undefined ? [] : [[...ids]],
    );
    return rows.map((row) => ({
      studio: toStudio(row),
      instructors: parsed(row.instructors).map((instructor) => ({ studioId: row.id, ...instructor })),
      testimonials: parsed(row.testimonials).map((testimonial) => ({ studioId: row.id, ...testimonial })),
    }));
  }

  async listClassTypes(): Promise<ClassTypeRecord[]> {
    return this.db.query<ClassTypeRecord>('SELECT id, name FROM class_types ORDER BY id');
  }
}

interface InstructorJson {
  position: number;
  name: string;
  bio: string;
  hasPhoto: boolean;
}

interface TestimonialJson {
  position: number;
  author: string;
  text: string;
}

/** A json column: parsed by both drivers, though text is read the same way. */
type PersonJson<T> = T[] | string;

function parsed<T>(value: PersonJson<T>): T[] {
  return typeof value === 'string' ? (JSON.parse(value) as T[]) : value;
}

function groupByStudio<T extends { studioId: number }>(items: T[]): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const item of items) {
    const group = groups.get(item.studioId);
    if (group) group.push(item);
    else groups.set(item.studioId, [item]);
  }
  return groups;
}
