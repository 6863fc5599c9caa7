import { createContext, useContext, useEffect } from 'react';

/** What every page's title is made from: the site's brand (the site provides it). */
export interface PageMetaSite {
  /** The brand's default tab title. */
  pageTitle: string;
  /** The brand's name, after a section name. */
  name: string;
  /** A white-label site always keeps its own title. */
  isWhiteLabel: boolean;
}

export const PageMetaSiteContext = createContext<PageMetaSite | null>(null);

interface PageMeta {
  /** The exact tab title for this page (a studio's headerTitle). */
  title?: string;
  /** A section name, shown as `{section} | {brand name}` when there is no exact title. */
  section?: string;
  /** The page's `<meta name="description">`; left as is when absent. */
  description?: string;
}

function descriptionTag(): HTMLMetaElement {
  let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'description';
    document.head.appendChild(meta);
  }
  return meta;
}

/**
 * Sets the tab title and description while the page is shown. On a white-label
 * site the studio's own title always wins (white-label brand), so pages
 * there keep `brand.pageTitle`.
 */
export function usePageMeta({ title, section, description }: PageMeta): void {
  const site = useContext(PageMetaSiteContext);
  if (!site) throw new Error('usePageMeta() must be used inside the site (PageMetaSiteContext).');
  const { isWhiteLabel, pageTitle: baseTitle, name } = site;
  const pageTitle = title || (section ? `${section} | ${name}` : '');
  useEffect(() => {
    const previousTitle = document.title;
    document.title = isWhiteLabel || !pageTitle ? baseTitle : pageTitle;
    return () => {
      document.title = previousTitle || baseTitle;
    };
  }, [isWhiteLabel, pageTitle, baseTitle]);

  useEffect(() => {
    if (description === undefined) return;
    const meta = descriptionTag();
    const previous = meta.content;
    meta.content = description;
    return () => {
      meta.content = previous;
    };
  }, [description]);
}
