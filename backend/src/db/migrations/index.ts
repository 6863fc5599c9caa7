import { sql as foundation } from './0001_foundation.js';
import { sql as studios } from './0002_studios.js';
import { sql as accounts } from './0003_accounts.js';
import { sql as payments } from './0004_payments.js';
import { sql as live } from './0005_live.js';
import { sql as liveBookings } from './0006_live_bookings.js';
import { sql as newsletter } from './0007_newsletter.js';
import { sql as rateLimits } from './0008_rate_limits.js';
import { sql as promoPerMember } from './0009_promo_per_member.js';
import { sql as passwordResetLinks } from './0010_password_reset_links.js';
import { sql as jobRuns } from './0011_job_runs.js';
import { sql as catalogueEvents } from './0012_catalogue_events.js';
import { sql as bookingCancellation } from './0013_booking_cancellation.js';
import { sql as memberMail } from './0014_member_mail.js';
import { sql as accountControl } from './0015_account_control.js';
import { sql as studioClassChanges } from './0016_studio_class_changes.js';
import { sql as library } from './0017_library.js';
import { sql as videoPurchases } from './0018_video_purchases.js';
import { sql as workoutCalendar } from './0019_workout_calendar.js';
import { sql as calendarSync } from './0020_calendar_sync.js';
import { sql as calendarGrants } from './0021_calendar_grants.js';
import { sql as social } from './0022_social.js';
import { sql as fitnessProfiles } from './0023_fitness_profiles.js';
import { sql as liveScheduleRange } from './0024_live_schedule_range.js';
import { sql as liveClassInvitations } from './0025_live_class_invitations.js';

export interface Migration {
  /** Stable, ordered id; recorded in schema_migrations once applied. Never rename one. */
  readonly id: string;
  readonly sql: string;
}

/**
 * Every migration in order. Kept as TypeScript string modules (not .sql files) so `tsc` alone
 * builds a runnable dist/. Later domains append theirs here.
 */
export const migrations: readonly Migration[] = [
  { id: '0001_foundation', sql: foundation },
  { id: '0002_studios', sql: studios },
  { id: '0003_accounts', sql: accounts },
  { id: '0004_payments', sql: payments },
  { id: '0005_live', sql: live },
  { id: '0006_live_bookings', sql: liveBookings },
  { id: '0007_newsletter', sql: newsletter },
  { id: '0008_rate_limits', sql: rateLimits },
  { id: '0009_promo_per_member', sql: promoPerMember },
  { id: '0010_password_reset_links', sql: passwordResetLinks },
  { id: '0011_job_runs', sql: jobRuns },
  { id: '0012_catalogue_events', sql: catalogueEvents },
  { id: '0013_booking_cancellation', sql: bookingCancellation },
  { id: '0014_member_mail', sql: memberMail },
  { id: '0015_account_control', sql: accountControl },
  { id: '0016_studio_class_changes', sql: studioClassChanges },
  { id: '0017_library', sql: library },
  { id: '0018_video_purchases', sql: videoPurchases },
  { id: '0019_workout_calendar', sql: workoutCalendar },
  { id: '0020_calendar_sync', sql: calendarSync },
  { id: '0021_calendar_grants', sql: calendarGrants },
  { id: '0022_social', sql: social },
  { id: '0023_fitness_profiles', sql: fitnessProfiles },
  { id: '0024_live_schedule_range', sql: liveScheduleRange },
  { id: '0025_live_class_invitations', sql: liveClassInvitations },
];
