/** The member's fitness profile and progress, inside the member area. */
export const PROFILE_PATH = '/newplatform/profile';
export const PROFILE_TITLE = 'Profile';
export const PROGRESS_PATH = '/newplatform/progress';
export const PROGRESS_TITLE = 'Progress';

/** The month the progress page shows (`?month=2026-11`). */
export const MONTH_PARAM = 'month';
