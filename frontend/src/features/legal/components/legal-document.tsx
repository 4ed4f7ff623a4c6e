import type { ReactNode } from 'react';

export type LegalSection = {
  id: string;
  title: string;
  body: ReactNode;
  /** Left out of the numbering (e.g. a closing "Contact Us"). */
  unnumbered?: boolean;
};

/** "3. Payment transactions", numbering only the sections that are numbered. */
function numberedTitles(sections: readonly LegalSection[]): string[] {
  let number = 0;
  return sections.map((section) => {
    if (section.unnumbered) return section.title;
    number += 1;
    return `${number}. ${section.title}`;
  });
}

/**
 * A long legal page: a table of contents linking to each section's anchor (sticky beside the
 * text on wide screens), then the sections, each an h2 with its own id.
 */
export function LegalDocument({
  label,
  intro,
  sections,
}: {
  /** What the document is, for the article's accessible name. */
  label: string;
  intro?: ReactNode;
  sections: readonly LegalSection[];
}) {
  const titles = numberedTitles(sections);
  return (
    <div className="container page-overlap legal-layout">
      <nav className="card legal-toc" aria-labelledby="legal-toc-title">
        <h2 id="legal-toc-title" className="legal-toc__title">
          On this page
        </h2>
        <ul className="legal-toc__list" role="list">
          {sections.map((section, index) => (
            <li key={section.id}>
              <a href={`#${section.id}`} className="legal-toc__link">
                {titles[index]}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <article className="card legal-doc" aria-label={label}>
        {intro ? <div className="legal-doc__intro">{intro}</div> : null}
        {sections.map((section, index) => (
          <section
            key={section.id}
            id={section.id}
            className="legal-doc__section"
            aria-labelledby={`${section.id}-title`}
          >
            <h2 id={`${section.id}-title`} className="legal-doc__heading">
              {titles[index]}
            </h2>
            {section.body}
          </section>
        ))}
      </article>
    </div>
  );
}
