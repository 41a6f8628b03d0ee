// The frame of a workspace screen: a panel named by its page title (h1), under the way back
// (`crumbs`, a muted line) if any. `beside` (buttons, a note) stands in a head row with the title;
// `row` gives the title that row without anything beside.
import type { ReactNode } from 'react';

export function CapPage({
  id,
  title,
  crumbs,
  beside,
  row = beside !== undefined,
  children,
}: {
  /** the title's id, which names the section */
  id: string;
  title: ReactNode;
  crumbs?: ReactNode;
  beside?: ReactNode;
  row?: boolean;
  children?: ReactNode;
}) {
  const heading = (
    <h1 id={id} className="page-title">
      {title}
    </h1>
  );
  return (
    <section className="panel cap-page" aria-labelledby={id}>
      {crumbs ? <p className="muted">{crumbs}</p> : null}
      {row ? (
        <div className="cap-head">
          {heading}
          {beside}
        </div>
      ) : (
        heading
      )}
      {children}
    </section>
  );
}
