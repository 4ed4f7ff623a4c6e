import { useId, useRef } from 'react';
import type { ReactNode, RefObject } from 'react';
import { createPortal } from 'react-dom';
import { CloseIcon } from '@/components/ui/icons';
import { useFocusTrap } from '@/hooks/use-focus-trap';

/**
 * A modal dialog: focus moves in and stays in, Escape / the X button / the backdrop close it,
 * and focus returns to where it was.
 */
export function Dialog({
  open,
  title,
  description,
  onClose,
  initialFocusRef,
  children,
}: {
  open: boolean;
  title: string;
  description?: ReactNode;
  onClose: () => void;
  initialFocusRef?: RefObject<HTMLElement | null>;
  children: ReactNode;
}) {
  const titleId = useId();
  const descriptionId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  useFocusTrap(panelRef, { active: open, onEscape: onClose, initialFocusRef });

  if (!open) return null;

  return createPortal(
    <div className="dialog">
      <div className="dialog__backdrop" aria-hidden="true" onClick={onClose} />
      <div
        ref={panelRef}
        className="dialog__panel"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
      >
        <div className="dialog__head">
          <h2 id={titleId} className="dialog__title">
            {title}
          </h2>
          <button
            type="button"
            className="icon-button icon-button--dark"
            aria-label="Close"
            onClick={onClose}
          >
            <CloseIcon size={22} />
          </button>
        </div>
        {description ? (
          <div id={descriptionId} className="dialog__description">
            {description}
          </div>
        ) : null}
        {children}
      </div>
    </div>,
    document.body,
  );
}
