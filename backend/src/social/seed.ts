import { INSTRUCTOR_EMAIL, STAFF_EMAIL } from '../accounts/seed.js';
import type { Database } from '../db/database.js';
import { SCHEMA_LOCK_KEY } from '../db/migrate.js';

/** The seeded conversation, oldest first: [from staff?, text]. */
const SEEDED_MESSAGES: ReadonlyArray<readonly [boolean, string]> = [
  [true, 'Welcome aboard! Tell me how your first live class goes.'],
  [false, 'Thanks! Streaming from the studio tomorrow morning, join me?'],
];

/**
 * The seeded accounts (staff and the instructor, when both passwords are set) are friends with a
 * short conversation, so the friends and messages pages show something on a fresh start. Ids and
 * time are the database's. It is done once per database (a seed mark): a friendship the two end
 * later stays ended. Like the seeded schedule it writes no events: it is data a client reads, not a
 * change.
 */
export async function seedFriends(db: Database): Promise<'skipped' | 'created' | 'unchanged'> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [SCHEMA_LOCK_KEY]);
    const rows = await tx.query<{ id: number; email: string }>(
      'SELECT id, email FROM users WHERE email = ANY($1)',
      [[STAFF_EMAIL, INSTRUCTOR_EMAIL]],
    );
    const staff = rows.find((row) => row.email === STAFF_EMAIL)?.id;
    const instructor = rows.find((row) => row.email === INSTRUCTOR_EMAIL)?.id;
    if (staff === undefined || instructor === undefined) return 'skipped';
    const marked = await tx.query(
      `INSERT INTO seed_marks (name, seeded_at) VALUES ('friends', now()) ON CONFLICT DO NOTHING RETURNING name`,
    );
    if (marked.length === 0) return 'unchanged';
    const created = await tx.query<{ id: number }>(
      `INSERT INTO friendships (requester_id, addressee_id, created_at, accepted_at)
       VALUES ($1, $2, now() - interval '2 days', now() - interval '1 day')
       ON CONFLICT DO NOTHING RETURNING id`,
      [staff, instructor],
    );
    if (created.length === 0) return 'unchanged';
    for (const [index, [fromStaff, text]] of SEEDED_MESSAGES.entries()) {
      await tx.query(
        `INSERT INTO direct_messages (sender_id, recipient_id, text, sent_at)
         VALUES ($1, $2, $3, now() - make_interval(hours => $4::int))`,
        [
          fromStaff ? staff : instructor,
          fromStaff ? instructor : staff,
          text,
          SEEDED_MESSAGES.length - index,
        ],
      );
    }
    return 'created';
  });
}
