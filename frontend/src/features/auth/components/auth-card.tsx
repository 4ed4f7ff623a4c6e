import type { ReactNode } from 'react';

/** The frame of the sign-in and sign-up screens. */
export function AuthCard({
  title,
  lead,
  children,
  footer,
}: {
  title: string;
  lead: string;
  children: ReactNode;
  footer: ReactNode;
}) {
  return (
    <section className="auth-page" aria-labelledby="auth-title">
      <div className="container auth-page__inner">
        <div className="card auth-card">
          <h1 id="auth-title" className="auth-card__title">
            {title}
          </h1>
          <p className="auth-card__lead">{lead}</p>
          {children}
          <p className="auth-card__footer">{footer}</p>
        </div>
      </div>
    </section>
  );
}

/** The "or" rule between the e-mail form and the Google button. */
export function AuthDivider() {
  return (
    <div className="auth-divider">
      <span>or</span>
    </div>
  );
}
