/** The API's response envelope: `{ status, content }`, or `{ status, data: { content } }`. */

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
  /** A stable machine code beside the message (the payments calls always carry one). */
  code?: string;
}

export function ok<T>(content: T): Success<T> {
  return { status: true, content };
}

/** For the few calls clients read from `data.content` (e.g. listWhitelabels). */
export function okData<T>(content: T): DataSuccess<T> {
  return { status: true, data: { content } };
}

export function failure(message: string, code?: string): Failure {
  return code === undefined ? { status: false, content: message } : { status: false, content: message, code };
}
