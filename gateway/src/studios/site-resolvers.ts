// Query.site, Site and Brand: the white-label decision for a host name, and the brand it draws.
import type { Brand, Resolvers } from '../__generated__/resolvers-types.js';
import { STREAMFIT_BRAND, cssColor, faviconOf, imagesOf, pageTitleOf } from './mapping.js';
import type { StudioModel } from './models.js';
import { loadSite } from './site.js';

/**
 * A white-label site's brand. Built from the studio record rather than its whiteLabel, because a
 * studio forced by WHITELABEL_STUDIO may have no white-label domain and still needs a brand.
 */
function studioBrand(studio: StudioModel): Brand {
  return {
    name: studio.name,
    logoUrl: imagesOf(studio).logo,
    color: cssColor(studio.colorCode),
    pageTitle: pageTitleOf(studio),
    faviconUrl: faviconOf(studio),
    contactEmail: studio.contactEmail ?? STREAMFIT_BRAND.contactEmail,
    trialEnabled: studio.trialEnabled,
  };
}

export const siteResolvers: Resolvers = {
  Query: {
    site: (_parent, { host }, context) => loadSite(context, host),
  },
  Site: {
    brand: (site) => (site.studio ? studioBrand(site.studio) : { ...STREAMFIT_BRAND }),
    // StreamFit's blog belongs to the general site; a studio's own site links no blog of ours.
    blogUrl: (site, _args, context) => (site.studio ? null : context.blogUrl),
  },
};
