/** The on-demand library's address inside the member area. */
export const CLASSES_PATH = '/newplatform/items/classes';
export const CLASSES_TITLE = 'Classes';
/** The member's calendar, where a scheduled class lands. */
export const CALENDAR_PATH = '/newplatform/items/calendar';

/** A class's page, by its REST id. */
export function videoPath(databaseId: number): string {
  return `${CLASSES_PATH}/${databaseId}`;
}

/** The classes page showing one view, as its query string says (see `filters.ts`). */
export function classesPath(search: URLSearchParams | string = ''): string {
  const query = search.toString();
  return query ? `${CLASSES_PATH}?${query}` : CLASSES_PATH;
}
