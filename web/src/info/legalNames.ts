import { useSite } from '../site/SiteContext';

/** The provider of the service on every site, white-label or not. */
export const PROVIDER = 'StreamFit';

/**
 * Who is who in the legal texts: on a white-label site the site is the studio's
 * brand and StreamFit provides it; on the general site both are StreamFit.
 */
export function useLegalNames() {
  const { brand, isWhiteLabel } = useSite();
  return {
    site: brand.name,
    provider: PROVIDER,
    isWhiteLabel,
    email: brand.contactEmail,
  };
}
