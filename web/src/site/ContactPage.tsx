import { usePageMeta } from '../ui/pageMeta';
import { useSite } from './SiteContext';
import '../ui/card.css';

/** /contact: where to send feedback (the brand's support e-mail). */
export function ContactPage() {
  const { brand } = useSite();
  usePageMeta({ section: 'Contact', description: 'Questions or feedback? Write to our support team.' });
  return (
    <section className="auth-page" aria-labelledby="contact-heading">
      <div className="auth-card auth-card--wide">
        <h1 id="contact-heading">Contact Us</h1>
        <p className="auth-card__lead">
          We would love to hear from you. Send your feedback, questions or ideas to{' '}
          <a href={`mailto:${brand.contactEmail}`}>{brand.contactEmail}</a> and we will get back to you.
        </p>
      </div>
    </section>
  );
}
