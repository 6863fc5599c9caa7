import { Suspense } from 'react';
import { graphql, useFragment } from 'react-relay';
import { Link, useLoaderData, useSearchParams } from 'react-router-dom';
import { useRouteQuery } from '../relay/routeQuery';
import { usePageMeta } from '../ui/pageMeta';
import { useSite } from '../site/SiteContext';
import type { PromoPage_studio$key } from './__generated__/PromoPage_studio.graphql';
import type { PromoPageQuery as PromoPageQueryType } from './__generated__/PromoPageQuery.graphql';
import type { NewSpecialsData } from './loaders';
import { PromoReel } from './PromoReel';
import { SignUpForm } from './SignUpForm';
import { SIGN_UP_SECTION } from './SignUpPage';
import './accounts.css';
import './promo.css';

const SUBMIT_LABEL = "LET'S WORK OUT!";

/** The promo images a link may name (promoImage … promoImage4). */
const IMAGE_PARAMS = ['promoImage', 'promoImage2', 'promoImage3', 'promoImage4'] as const;

/**
 * The promo images to show: only paths on this site under /media/. A link can carry
 * anything, so external URLs, protocol-relative paths and traversal are ignored.
 */
export function promoImages(params: URLSearchParams): string[] {
  return IMAGE_PARAMS.map((key) => params.get(key)?.trim() ?? '').filter(
    (path) =>
      path.startsWith('/media/') &&
      !path.includes('..') &&
      !path.includes('\\') &&
      !path.includes('//') &&
      // eslint-disable-next-line no-control-regex -- a path with a control character in it is refused on purpose
      !/[\s\u0000-\u001f]/.test(path),
  );
}

function PromoGallery({ images }: { images: string[] }) {
  if (images.length === 0) return null;
  return (
    <ul className="promo-gallery" aria-label="Offer images">
      {images.map((src) => (
        <li key={src}>
          <img src={src} alt="" loading="lazy" />
        </li>
      ))}
    </ul>
  );
}

/** /specials/:promoName: the free-trial offer and the sign-up form. */
export function SpecialsPage() {
  const [params] = useSearchParams();
  usePageMeta({ section: SIGN_UP_SECTION });
  return (
    <section className="auth-page promo-page" aria-labelledby="promo-heading">
      <PromoGallery images={promoImages(params)} />
      <div className="auth-card">
        <h1 id="promo-heading">Start with a free trial</h1>
        <SignUpForm submitLabel={SUBMIT_LABEL} busyLabel="Loading..." code={params.get('code')} />
      </div>
    </section>
  );
}

export const PromoPageQuery = graphql`
  query PromoPageQuery($slug: String!) @preloadable {
    studio(slug: $slug) {
      ...PromoPage_studio
    }
  }
`;

export const BENEFITS = [
  'Exclusive access to top boutique studios',
  'Personalized programming with calendar integration',
  'Real-time performance tracking',
] as const;

/** The second promo variant: the video reel, the studio's logo, three benefits and the form. */
export function NewSpecialsPage() {
  const { queryRef } = useLoaderData() as NewSpecialsData;
  const [params] = useSearchParams();
  usePageMeta({ section: SIGN_UP_SECTION });
  return (
    <section className="promo-page promo-page--reel" aria-labelledby="promo-heading">
      <div className="promo-hero">
        <PromoReel />
        <div className="promo-hero__content">
          <Suspense fallback={<span className="promo-logo promo-logo--pending" />}>
            <PromoLogo queryRef={queryRef} />
          </Suspense>
          <h1 id="promo-heading">Start with a free trial</h1>
          <ul className="promo-benefits">
            {BENEFITS.map((benefit) => (
              <li key={benefit}>{benefit}</li>
            ))}
          </ul>
          <Link className="button button--light" to="/studios">
            ALL STUDIOS
          </Link>
        </div>
      </div>
      <PromoGallery images={promoImages(params)} />
      <div className="auth-page">
        <div className="auth-card">
          <h2 id="promo-form-heading">SIGN UP NOW</h2>
          <SignUpForm submitLabel={SUBMIT_LABEL} busyLabel="Loading..." code={params.get('code')} />
        </div>
      </div>
    </section>
  );
}

function PromoLogo({ queryRef }: NewSpecialsData) {
  const data = useRouteQuery<PromoPageQueryType>(PromoPageQuery, queryRef);
  return data.studio ? <StudioLogoLink studio={data.studio} /> : <BrandLogoLink />;
}

function StudioLogoLink({ studio }: { studio: PromoPage_studio$key }) {
  const data = useFragment(
    graphql`
      fragment PromoPage_studio on Studio {
        slug
        name
        images {
          logo
        }
      }
    `,
    studio,
  );
  return (
    <Link className="promo-logo" to={`/studios/${data.slug}`}>
      <img src={data.images.logo} alt={data.name} height={56} />
    </Link>
  );
}

/** No studio of that name: StreamFit's (or the white-label brand's) logo, to all studios. */
function BrandLogoLink() {
  const { brand } = useSite();
  return (
    <Link className="promo-logo" to="/studios">
      <img src={brand.logoUrl} alt={brand.name} height={56} />
    </Link>
  );
}
