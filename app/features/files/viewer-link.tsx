// A link to an image in the viewer: a pound slip, a licence, a payment receipt, an exception
// photo. Without JS it opens /preview/imagePreview (which links back here); with JS a plain click
// opens the viewer as a dialog over this page, its code fetched on that first click.
import { useLocation } from '@remix-run/react';
import { lazy, Suspense, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { viewerDataHref, viewerHref, type ViewerOwner } from './viewer-paths';

const ViewerDialog = lazy(() => import('./viewer-dialog.lazy'));

/** A plain click (not one that opens a new tab or window). */
const plainClick = (e: MouseEvent) => e.button === 0 && !e.metaKey && !e.ctrlKey && !e.shiftKey && !e.altKey;

export function ViewerLink({
  uuid,
  owner = null,
  className,
  label,
  children,
}: {
  uuid: string;
  /** the record whose images the viewer pages through */
  owner?: ViewerOwner;
  className?: string;
  /** an accessible name when the content is only an image or does not say what opens */
  label?: string;
  children: ReactNode;
}) {
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLAnchorElement>(null);
  return (
    <>
      <a
        ref={opener}
        href={viewerHref({ uuid, owner, back: `${location.pathname}${location.search}` })}
        className={className}
        aria-label={label}
        onClick={(e) => {
          if (!plainClick(e)) return;
          e.preventDefault();
          setOpen(true);
        }}
      >
        {children}
      </a>
      {open ? (
        <Suspense fallback={null}>
          <ViewerDialog
            dataHref={viewerDataHref({ uuid, owner })}
            onClose={() => {
              setOpen(false);
              opener.current?.focus();
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
