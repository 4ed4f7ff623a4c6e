import { useRef } from 'react';
import type { ReactNode } from 'react';
import { buttonClassName } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { AlertIcon, CheckIcon } from '@/components/ui/icons';

/** What came of a confirmed action: shown in the same dialog, in place of the question. */
export type ConfirmOutcome = {
  tone: 'success' | 'error';
  title: string;
  description: ReactNode;
};

/**
 * "Are you sure?" then the outcome, in one dialog: the question with Cancel (focused first) and a
 * confirm button that shows it is working and cannot be pressed twice, then a success or error
 * message with OK. While `pending`, the dialog cannot be dismissed.
 */
export function ConfirmDialog({
  open,
  title,
  description,
  confirmLabel,
  cancelLabel = 'Cancel',
  destructive = false,
  pending = false,
  outcome = null,
  onConfirm,
  onClose,
}: {
  open: boolean;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  /** The confirm button is red: the action removes something. */
  destructive?: boolean;
  pending?: boolean;
  outcome?: ConfirmOutcome | null;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  const close = () => {
    if (!pending) onClose();
  };

  if (outcome) {
    const Icon = outcome.tone === 'success' ? CheckIcon : AlertIcon;
    return (
      <Dialog open={open} title={outcome.title} onClose={close}>
        <div
          className={`confirm-dialog__outcome confirm-dialog__outcome--${outcome.tone}`}
          role={outcome.tone === 'error' ? 'alert' : 'status'}
        >
          <span className="confirm-dialog__icon">
            <Icon size={22} />
          </span>
          <div className="confirm-dialog__text">{outcome.description}</div>
        </div>
        <div className="dialog__actions">
          {/* The question's buttons are gone: focus moves to OK. */}
          <button
            type="button"
            className={buttonClassName({ variant: 'secondary' })}
            onClick={close}
            autoFocus
          >
            OK
          </button>
        </div>
      </Dialog>
    );
  }

  return (
    <Dialog
      open={open}
      title={title}
      description={description}
      onClose={close}
      initialFocusRef={cancelRef}
    >
      <div className="dialog__actions">
        <button
          ref={cancelRef}
          type="button"
          className={buttonClassName({ variant: 'outline' })}
          onClick={close}
          disabled={pending}
        >
          {cancelLabel}
        </button>
        <button
          type="button"
          className={buttonClassName({
            variant: 'secondary',
            className: destructive ? 'btn--danger' : undefined,
          })}
          onClick={() => {
            if (!pending) onConfirm();
          }}
          disabled={pending}
          aria-busy={pending || undefined}
        >
          {confirmLabel}
        </button>
      </div>
    </Dialog>
  );
}
