import type { ReactNode } from 'react';
import { jumpTo, useScrollToHash } from './jump';
import './info.css';

export interface LegalSection {
  /** The anchor (`/terms#{id}`). */
  id: string;
  title: string;
  body: ReactNode;
}

interface LegalDocumentProps {
  title: string;
  /** 'Effective: …' or 'Last updated: …'. */
  dateLine: string;
  intro: ReactNode;
  sections: ReadonlyArray<LegalSection>;
}

/** A legal text: its title and date, a table of contents linking to each numbered section, the sections. */
export function LegalDocument({ title, dateLine, intro, sections }: LegalDocumentProps) {
  useScrollToHash();
  return (
    <article className="info-page info-page--narrow legal" aria-labelledby="legal-heading">
      <header className="info-hero">
        <h1 id="legal-heading">{title}</h1>
        <p className="legal__date">{dateLine}</p>
      </header>
      <div className="legal__intro">{intro}</div>
      <nav className="legal__toc" aria-labelledby="legal-toc-heading">
        <h2 id="legal-toc-heading">Contents</h2>
        <ol>
          {sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`} onClick={(event) => jumpTo(event, section.id)}>
                {section.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      {sections.map((section, index) => (
        <section key={section.id} className="legal__section" aria-labelledby={section.id}>
          <h2 id={section.id} tabIndex={-1}>
            {index + 1}. {section.title}
          </h2>
          {section.body}
        </section>
      ))}
    </article>
  );
}
