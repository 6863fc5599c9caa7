// Which site a host name shows: a studio's white-label domain, with or without
// `www.`, or its `<label>.localhost` alias, gives that studio's site; anything else the general site.
// WHITELABEL_STUDIO forces one studio's site whatever the host.
import type { GatewayContext } from '../graph/context.js';
import { localAliasOf, normalizeHost } from './mapping.js';
import type { SiteModel, StudioModel } from './models.js';

/**
 * The site at `host`, from the request's one studio-list call: what `site(host:)` answers and what
 * `User.isSubscriber(host:)` judges by, so the two can never disagree.
 */
export async function loadSite(
  context: Pick<GatewayContext, 'loaders' | 'whitelabelStudio'>,
  host: string,
): Promise<SiteModel> {
  return resolveSite(host, await context.loaders.studios.all(), context.whitelabelStudio);
}

export function resolveSite(
  rawHost: string,
  studios: readonly StudioModel[],
  whitelabelStudio: string | null,
): SiteModel {
  const host = normalizeHost(rawHost);

  if (whitelabelStudio) {
    const wanted = whitelabelStudio.toLowerCase();
    const forced = studios.find((studio) => studio.shortName.toLowerCase() === wanted);
    // An override naming no studio falls back to host matching rather than breaking every page.
    if (forced) return { mode: 'WHITE_LABEL', host, studio: forced };
  }

  const studio = studios.find((candidate) => {
    if (!candidate.whitelabelDomain) return false;
    return (
      normalizeHost(candidate.whitelabelDomain) === host || localAliasOf(candidate.whitelabelDomain) === host
    );
  });
  return studio ? { mode: 'WHITE_LABEL', host, studio } : { mode: 'GENERAL', host, studio: null };
}
