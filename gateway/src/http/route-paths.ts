// Which addresses are pages of the web app: the build's route-paths.json (the app's route tree,
// kept true by a web test) read once at start. An address no page has is answered 404 (still with
// the app, which shows its not-found page), so crawlers and link checkers see what a reader sees.
import { existsSync, readFileSync } from 'node:fs';

/** true when `path` is an address some page answers; matching is case-insensitive, as the app's router. */
export type RouteMatcher = (path: string) => boolean;

function segmentsOf(path: string): string[] {
  return path.split('/').filter((segment) => segment !== '');
}

function matches(pattern: readonly string[], path: readonly string[]): boolean {
  const [head, ...rest] = pattern;
  if (head === undefined) return path.length === 0;
  if (head === '*') return true;
  const optional = head.endsWith('?');
  const name = optional ? head.slice(0, -1) : head;
  const [first, ...others] = path;
  const fits = first !== undefined && (name.startsWith(':') || name.toLowerCase() === first.toLowerCase());
  if (fits && matches(rest, others)) return true;
  return optional && matches(rest, path);
}

export function routeMatcher(patterns: readonly string[]): RouteMatcher {
  const compiled = patterns.map(segmentsOf);
  return (path) => {
    const segments = segmentsOf(path);
    return compiled.some((pattern) => matches(pattern, segments));
  };
}

/**
 * The matcher for a build's route list; null (every address is a page, as before the list
 * existed) when the file is missing or is not a list of patterns.
 */
export function loadRouteMatcher(file: string): RouteMatcher | null {
  if (!existsSync(file)) return null;
  try {
    const patterns: unknown = JSON.parse(readFileSync(file, 'utf8'));
    if (!Array.isArray(patterns) || patterns.length === 0 || !patterns.every((p) => typeof p === 'string')) {
      return null;
    }
    return routeMatcher(patterns as string[]);
  } catch {
    return null;
  }
}
