import { createContext, useContext, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import { graphql, useFragment } from 'react-relay';
import { PageMetaSiteContext, type PageMetaSite } from '../ui/pageMeta';
import { applyBrand } from './brand';
import type { SiteContext_site$key } from './__generated__/SiteContext_site.graphql';

export interface SiteBrand {
  name: string;
  logoUrl: string;
  color: string;
  pageTitle: string;
  faviconUrl: string;
  contactEmail: string;
  trialEnabled: boolean;
}

export interface SiteInfo {
  /** A partner studio's own branded site (white-label mode). */
  isWhiteLabel: boolean;
  brand: SiteBrand;
  /** The white-label studio's slug; null on the general site. */
  whiteLabelStudioSlug: string | null;
  /**
   * The white-label studio's short name; null on the general site. Sign-up and
   * log-in pass it so accounts are created as that studio's customers.
   */
  whiteLabelStudioShortName: string | null;
  /** The white-label studio's name; null on the general site. */
  whiteLabelStudioName: string | null;
  /** The white-label studio's global id (its live schedule's updates); null on the general site. */
  whiteLabelStudioId: string | null;
}

const SiteInfoContext = createContext<SiteInfo | null>(null);

/**
 * Which sign-up offer the page on screen makes: a studio page without a trial
 * sets false, so the header reads 'Sign Up'.
 */
const PageTrialContext = createContext<{
  pageTrialEnabled: boolean | null;
  setPageTrialEnabled: (value: boolean | null) => void;
} | null>(null);

/** Provides the resolved site and draws its brand on the document. */
export function SiteProvider({ site, children }: { site: SiteContext_site$key; children: ReactNode }) {
  const data = useFragment(
    graphql`
      fragment SiteContext_site on Site {
        mode
        studio {
          id
          slug
          shortName
          name
        }
        brand {
          name
          logoUrl
          color
          pageTitle
          faviconUrl
          contactEmail
          trialEnabled
        }
      }
    `,
    site,
  );
  const { brand } = data;
  // A layout effect: it runs before pages' (passive) title effects, so a page's
  // more specific title is never overwritten by the brand's default.
  useLayoutEffect(() => {
    applyBrand(brand);
  }, [brand]);

  const info = useMemo<SiteInfo>(
    () => ({
      isWhiteLabel: data.mode === 'WHITE_LABEL',
      brand,
      whiteLabelStudioSlug: data.studio?.slug ?? null,
      whiteLabelStudioShortName: data.studio?.shortName ?? null,
      whiteLabelStudioName: data.studio?.name ?? null,
      whiteLabelStudioId: data.studio?.id ?? null,
    }),
    [data.mode, data.studio?.id, data.studio?.slug, data.studio?.shortName, data.studio?.name, brand],
  );
  const [pageTrialEnabled, setPageTrialEnabled] = useState<boolean | null>(null);
  const pageTrial = useMemo(() => ({ pageTrialEnabled, setPageTrialEnabled }), [pageTrialEnabled]);
  const pageMetaSite = useMemo<PageMetaSite>(
    () => ({ pageTitle: brand.pageTitle, name: brand.name, isWhiteLabel: info.isWhiteLabel }),
    [brand.pageTitle, brand.name, info.isWhiteLabel],
  );

  return (
    <SiteInfoContext.Provider value={info}>
      <PageMetaSiteContext.Provider value={pageMetaSite}>
        <PageTrialContext.Provider value={pageTrial}>{children}</PageTrialContext.Provider>
      </PageMetaSiteContext.Provider>
    </SiteInfoContext.Provider>
  );
}

export function useSite(): SiteInfo {
  const site = useContext(SiteInfoContext);
  if (!site) throw new Error('useSite() must be used inside <SiteProvider>.');
  return site;
}

/** Declares the trial offer of the page on screen (a studio page) while it is shown. */
export function usePageTrialOffer(trialEnabled: boolean): void {
  const context = useContext(PageTrialContext);
  const setPageTrialEnabled = context?.setPageTrialEnabled;
  useLayoutEffect(() => {
    if (!setPageTrialEnabled) return;
    setPageTrialEnabled(trialEnabled);
    return () => setPageTrialEnabled(null);
  }, [setPageTrialEnabled, trialEnabled]);
}

/**
 * The sign-up button's label. White-label: 'START YOUR FREE TRIAL' or 'SIGN UP'
 * from the studio's brand; general: 'Start Your Free Trial', or 'Sign Up' on a
 * studio page whose trial is disabled.
 */
export function useSignUpLabel(): string {
  const { isWhiteLabel, brand } = useSite();
  const pageTrialEnabled = useContext(PageTrialContext)?.pageTrialEnabled ?? null;
  if (isWhiteLabel) return brand.trialEnabled ? 'START YOUR FREE TRIAL' : 'SIGN UP';
  return (pageTrialEnabled ?? brand.trialEnabled) ? 'Start Your Free Trial' : 'Sign Up';
}

/** The sign-up label for a given studio's own offer (its page's buttons). */
export function signUpLabelFor(trialEnabled: boolean, isWhiteLabel: boolean): string {
  if (isWhiteLabel) return trialEnabled ? 'START YOUR FREE TRIAL' : 'SIGN UP';
  return trialEnabled ? 'Start Your Free Trial' : 'Sign Up';
}
