import { graphql, useFragment } from 'react-relay';
import { TestimonialIcon } from '../../ui/icons/levelIcons';
import type { StudioTestimonials_studio$key } from './__generated__/StudioTestimonials_studio.graphql';

/** 'What People Are Saying'; hidden when nobody has said anything yet. */
export function StudioTestimonials({ studio }: { studio: StudioTestimonials_studio$key }) {
  const data = useFragment(
    graphql`
      fragment StudioTestimonials_studio on Studio {
        testimonials {
          author
          text
        }
      }
    `,
    studio,
  );
  if (data.testimonials.length === 0) return null;
  return (
    <section className="studio-section studio-testimonials" aria-labelledby="studio-testimonials-heading">
      <h2 id="studio-testimonials-heading" className="section-heading">
        What People Are Saying
      </h2>
      <ul className="testimonial-grid">
        {data.testimonials.map((testimonial, index) => (
          <li key={index} className="testimonial">
            <TestimonialIcon size={28} className="testimonial__icon" />
            <blockquote className="testimonial__text">
              <p>{testimonial.text}</p>
            </blockquote>
            <p className="testimonial__author">&mdash; {testimonial.author}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
