/** The spec's response envelope: `{ status, content }`, or `{ status, data: { content } }`. */

export interface Success<T> {
  status: true;
  content: T;
}

export interface DataSuccess<T> {
  status: true;
  data: { content: T };
}

export interface Failure {
  status: false;
  content: string;
}

export function ok<T>(content: T): Success<T> {
  return { status: true, content };
}

/** For the few calls the spec reads from `data.content` (e.g. listWhitelabels). */
export function okData<T>(content: T): DataSuccess<T> {
  return { status: true, data: { content } };
}

export function failure(message: string): Failure {
  return { status: false, content: message };
}
