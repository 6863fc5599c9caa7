/** 'My classes': the member's booked classes (upcoming, with Join once open) and past ones. */
export const MY_CLASSES_PATH = '/newplatform/live/upcoming';
export const MY_CLASSES_TITLE = 'My classes';

/** A live class's own page (its numeric id, as invitations and e-mails link it). */
export function liveClassPath(databaseId: number): string {
  return `${MY_CLASSES_PATH}/${databaseId}`;
}
