import type { Queryable } from '../../db/database.js';

/** The member rows payments serialises on. */
export class MemberRepository {
  constructor(private readonly db: Queryable) {}

  /** Serialises a member's purchases and subscription changes: every such transaction takes this first. */
  async lockMember(userId: number): Promise<boolean> {
    const rows = await this.db.query('SELECT id FROM users WHERE id = $1 FOR UPDATE', [userId]);
    return rows.length === 1;
  }
}
