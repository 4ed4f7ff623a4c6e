import type { ReactNode } from 'react';

/**
 * The navy banner at the top of a content page: an eyebrow, the page's one h1 and a lead.
 * The page's first card overlaps its lower edge (see `.page-overlap` in styles/pages.css).
 */
export function PageBanner({
  id,
  eyebrow,
  title,
  lead,
  children,
}: {
  /** The id of the h1, for `aria-labelledby`. */
  id: string;
  eyebrow?: string;
  title: string;
  lead?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <section className="page-banner" aria-labelledby={id}>
      <div className="container page-banner__inner">
        {eyebrow ? <p className="eyebrow eyebrow--on-dark">{eyebrow}</p> : null}
        <h1 id={id} className="page-banner__title">
          {title}
        </h1>
        {lead ? <p className="page-banner__lead">{lead}</p> : null}
        {children}
      </div>
    </section>
  );
}
