import { useId } from 'react';
import type { ReactNode } from 'react';
import { useDocumentTitle } from '@/hooks/use-document-title';

/**
 * A staff screen: its heading (also the tab's title, unless `tabTitle` says otherwise), a line
 * under it, optional actions on the right, then the screen's body.
 */
export function DashScreen({
  title,
  tabTitle = title,
  lead,
  actions,
  children,
}: {
  title: string;
  tabTitle?: string;
  lead: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}) {
  useDocumentTitle(tabTitle);
  const titleId = useId();
  return (
    <section className="dash-screen" aria-labelledby={titleId}>
      <header className="dash-screen__head">
        <div>
          <h2 id={titleId} className="dash-screen__title">
            {title}
          </h2>
          <p className="dash-screen__lead">{lead}</p>
        </div>
        {actions}
      </header>
      {children}
    </section>
  );
}
