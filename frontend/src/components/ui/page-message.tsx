import type { ReactNode } from 'react';

/** A centred card for pages with only a message: placeholders, 404, error fallbacks. */
export function PageMessage({
  eyebrow,
  title,
  children,
  actions,
}: {
  eyebrow?: string;
  title: string;
  children?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <section className="container page-message">
      <div className="card page-message__card">
        {eyebrow ? <p className="eyebrow">{eyebrow}</p> : null}
        <h1 className="page-message__title">{title}</h1>
        {children ? <div className="page-message__body">{children}</div> : null}
        {actions ? <div className="page-message__actions">{actions}</div> : null}
      </div>
    </section>
  );
}
