import { graphql, useFragment } from 'react-relay';
import { Link } from 'react-router-dom';
import type { Footer_site$key } from './__generated__/Footer_site.graphql';
import { AppStoreBadge, GooglePlayBadge, RokuBadge } from '../ui/icons/storeBadges';
import { FacebookIcon, InstagramIcon, YouTubeIcon } from '../ui/icons/socialIcons';
import { NewsletterForm } from './NewsletterForm';
import './footer.css';

const SOCIAL_LINKS = [
  { href: 'https://instagram.com/streamfit', label: 'StreamFit on Instagram', Icon: InstagramIcon },
  { href: 'https://facebook.com/streamfit', label: 'StreamFit on Facebook', Icon: FacebookIcon },
  { href: 'https://youtube.com/@streamfit', label: 'StreamFit on YouTube', Icon: YouTubeIcon },
];

/** The footer: the full one on the general site, privacy/terms/contact on a white-label site. */
export function Footer({ site }: { site: Footer_site$key }) {
  const data = useFragment(
    graphql`
      fragment Footer_site on Site {
        mode
        studio {
          contactEmail
        }
        brand {
          name
          contactEmail
        }
      }
    `,
    site,
  );
  if (data.mode === 'WHITE_LABEL') {
    // The studio's contactEmail, or else the default support e-mail (the brand's).
    const email = data.studio?.contactEmail || data.brand.contactEmail;
    return <WhiteLabelFooter contactEmail={email} />;
  }
  return <DefaultFooter brandName={data.brand.name} />;
}

function LegalLinks() {
  return (
    <ul className="footer-legal">
      <li>
        <Link to="/privacypolicy">Privacy Policy</Link>
      </li>
      <li>
        <Link to="/terms">Terms</Link>
      </li>
    </ul>
  );
}

export function WhiteLabelFooter({ contactEmail }: { contactEmail: string }) {
  return (
    <footer className="site-footer site-footer--white-label">
      <div className="site-footer__inner site-footer__inner--white-label">
        <LegalLinks />
        <p className="footer-contact">
          Questions? Email <a href={`mailto:${contactEmail}`}>{contactEmail}</a>
        </p>
      </div>
    </footer>
  );
}

export function DefaultFooter({ brandName }: { brandName: string }) {
  const year = new Date().getFullYear();
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <section className="footer-col footer-col--brand" aria-label={`About ${brandName}`}>
          <p className="footer-brand">{brandName}</p>
          <p className="footer-tagline">
            Boutique studio classes, live and on demand. Train with the instructors you love, wherever you
            are.
          </p>
          <ul className="footer-social">
            {SOCIAL_LINKS.map(({ href, label, Icon }) => (
              <li key={href}>
                <a href={href} aria-label={label} target="_blank" rel="noopener noreferrer">
                  <Icon />
                </a>
              </li>
            ))}
          </ul>
        </section>

        <nav className="footer-col" aria-label="Company">
          <h2 className="footer-heading">Company</h2>
          <ul className="footer-links">
            <li>
              <Link to="/privacypolicy">Privacy Policy</Link>
            </li>
            <li>
              <Link to="/terms">Terms</Link>
            </li>
            <li>
              <Link to="/contact">Contact</Link>
            </li>
            <li>
              <Link to="/contact?topic=ambassadors">College Ambassadors</Link>
            </li>
          </ul>
        </nav>

        <section className="footer-col" aria-labelledby="footer-apps-heading">
          <h2 className="footer-heading" id="footer-apps-heading">
            Get the app
          </h2>
          <ul className="footer-badges">
            <li>
              <Link to="/compatibledevices">
                <AppStoreBadge />
              </Link>
            </li>
            <li>
              <GooglePlayBadge />
            </li>
            <li>
              <Link to="/compatibledevices">
                <RokuBadge />
              </Link>
            </li>
          </ul>
        </section>

        <section className="footer-col footer-col--newsletter" aria-label="Newsletter">
          <NewsletterForm />
        </section>
      </div>
      <div className="site-footer__base">
        <p>
          &copy; {year} {brandName}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
