import type { Queryable } from '../db/database.js';

/**
 * The member's favorite videos, class types and studios. Adding is idempotent per member and
 * thing (a unique key; a double click makes one), deleting only ever touches the member's own.
 */

export interface FavoriteRow {
  id: number;
  createdAt: Date;
}

export interface ClassTypeFavorite extends FavoriteRow {
  classId: number;
  name: string;
}

export interface StudioFavorite extends FavoriteRow {
  studioId: number;
  studio: { id: number; name: string; shortName: string; slug: string };
}

type Family = 'video' | 'classType' | 'studio';

const TABLES: Record<Family, { table: string; column: string }> = {
  video: { table: 'favorite_videos', column: 'video_id' },
  classType: { table: 'favorite_class_types', column: 'class_type_id' },
  studio: { table: 'favorite_studios', column: 'studio_id' },
};

export class FavoritesRepository {
  constructor(private readonly db: Queryable) {}

  /** Adds the favorite unless the member has it already; `created` says which. */
  async add(
    family: Family,
    userId: number,
    thingId: number,
    at: Date,
  ): Promise<{ favorite: FavoriteRow; created: boolean }> {
    const { table, column } = TABLES[family];
    const inserted = await this.db.query<{ id: number; created_at: Date | string }>(
      `INSERT INTO ${table} (user_id, ${column}, created_at) VALUES ($1, $2, $3)
       ON CONFLICT (user_id, ${column}) DO NOTHING RETURNING id, created_at`,
      [userId, thingId, at],
    );
    if (inserted[0] !== undefined)
      return { favorite: { id: inserted[0].id, createdAt: new Date(inserted[0].created_at) }, created: true };
    const existing = await this.db.query<{ id: number; created_at: Date | string }>(
      `SELECT id, created_at FROM ${table} WHERE user_id = $1 AND ${column} = $2`,
      [userId, thingId],
    );
    const row = existing[0];
    if (row === undefined) throw new Error(`favorite ${family} neither inserted nor found`);
    return { favorite: { id: row.id, createdAt: new Date(row.created_at) }, created: false };
  }

  /** Deletes the member's favorite `id`; returns what it was a favorite of, or undefined (unknown or another's). */
  async delete(family: Family, userId: number, id: number): Promise<number | undefined> {
    const { table, column } = TABLES[family];
    const rows = await this.db.query<{ thing_id: number }>(
      `DELETE FROM ${table} WHERE id = $1 AND user_id = $2 RETURNING ${column} AS thing_id`,
      [id, userId],
    );
    return rows[0]?.thing_id;
  }

  async classTypeExists(id: number): Promise<boolean> {
    return (await this.db.query('SELECT 1 FROM class_types WHERE id = $1', [id])).length > 0;
  }

  async studioExists(id: number): Promise<boolean> {
    return (await this.db.query('SELECT 1 FROM studios WHERE id = $1', [id])).length > 0;
  }

  async classTypes(userId: number, id?: number): Promise<ClassTypeFavorite[]> {
    const rows = await this.db.query<{
      id: number;
      created_at: Date | string;
      class_id: number;
      name: string;
    }>(
      `SELECT f.id, f.created_at, c.id AS class_id, c.name
         FROM favorite_class_types f JOIN class_types c ON c.id = f.class_type_id
        WHERE f.user_id = $1 AND ($2::int IS NULL OR f.id = $2::int)
        ORDER BY c.name, f.id`,
      [userId, id ?? null],
    );
    return rows.map((row) => ({
      id: row.id,
      createdAt: new Date(row.created_at),
      classId: row.class_id,
      name: row.name,
    }));
  }

  async studios(userId: number, id?: number): Promise<StudioFavorite[]> {
    const rows = await this.db.query<{
      id: number;
      created_at: Date | string;
      studio_id: number;
      name: string;
      short_name: string;
      slug: string;
    }>(
      `SELECT f.id, f.created_at, s.id AS studio_id, s.name, s.short_name, s.slug
         FROM favorite_studios f JOIN studios s ON s.id = f.studio_id
        WHERE f.user_id = $1 AND ($2::int IS NULL OR f.id = $2::int)
        ORDER BY s.name, f.id`,
      [userId, id ?? null],
    );
    return rows.map((row) => ({
      id: row.id,
      createdAt: new Date(row.created_at),
      studioId: row.studio_id,
      studio: { id: row.studio_id, name: row.name, shortName: row.short_name, slug: row.slug },
    }));
  }
}
