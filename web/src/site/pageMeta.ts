import { useEffect } from 'react';
import { useSite } from './SiteContext';

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
 * site the studio's own title always wins (spec: white-label brand), so pages
 * there keep `brand.pageTitle`.
 */
export function usePageMeta({ title, section, description }: PageMeta): void {
  const { isWhiteLabel, brand } = useSite();
  const baseTitle = brand.pageTitle;
  const pageTitle = title || (section ? `${section} | ${brand.name}` : '');
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
