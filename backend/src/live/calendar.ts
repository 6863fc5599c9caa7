import type { Queryable } from '../db/database.js';

/**
 * What booking or cancelling a class changes in the member's workout calendar. The calendar belongs
 * to the workouts domain, which shows each booked class and so depends on this one; it is handed in
 * (the app's `calendar` service) rather than imported, so the two domains never import each other.
 */
export interface BookingCalendar {
  /** Adds the booked class to the member's calendar, scheduled at its start (once per class). */
  addLiveClass(tx: Queryable, userId: number, liveClassId: number, when: Date, now: Date): Promise<void>;
  /**
   * Follows a booked class the studio moved: the same workout at the new start (so calendar apps and
   * synced calendars keep one event, updated), added if it is missing.
   */
  moveLiveClass(tx: Queryable, userId: number, liveClassId: number, when: Date, now: Date): Promise<void>;
  /** Takes a class the member no longer attends off their calendar. */
  removeLiveClass(tx: Queryable, userId: number, liveClassId: number, now: Date): Promise<void>;
}
