/**
 * Former partners whose old /studios links still circulate: their paths send the
 * visitor to the home page (a studios path naming one of three specific
 * studios sends the user to the home page).
 */
export const HOME_REDIRECT_STUDIO_SLUGS: ReadonlySet<string> = new Set([
  'flexfactory',
  'spintheory',
  'studionine',
]);

export function redirectsHome(slug: string): boolean {
  return HOME_REDIRECT_STUDIO_SLUGS.has(slug.toLowerCase());
}
