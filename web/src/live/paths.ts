/** 'My classes': the member's booked classes (upcoming, with Join once open) and past ones. */
export const MY_CLASSES_PATH = '/newplatform/live/upcoming';
export const MY_CLASSES_TITLE = 'My classes';
