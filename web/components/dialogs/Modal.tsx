import { useEffect, useId, useRef, type MouseEvent, type ReactNode } from 'react';
import { X } from 'lucide-react';
import { keepFocusInside } from '../keepFocusInside';

export interface ModalProps {
  open: boolean;
  /** Called for Escape, the close button and a click on the backdrop: set `open` to false. */
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  /** The actions row under the content, e.g. Cancel and Confirm. */
  footer?: ReactNode;
}

/**
 * A native modal <dialog>: the page behind is inert, Tab wraps round inside it, focus goes back to where
 * it was on close, and Escape closes it. The close button comes last in the document (drawn top right),
 * so the first focused control is the content's or the footer's, such as Cancel.
 */
export function Modal({ open, onClose, title, children, footer }: ModalProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  function closeOnBackdrop(event: MouseEvent<HTMLDialogElement>) {
    if (event.target === event.currentTarget) onClose();
  }

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      onClose={() => open && onClose()}
      onClick={closeOnBackdrop}
      onKeyDown={keepFocusInside}
      className="m-auto w-lg max-w-[calc(100%-2rem)] rounded-box bg-white p-0 text-navy-900 shadow-raised backdrop:bg-navy-950/60"
    >
      <div className="relative p-6">
        <h2 id={titleId} className="pr-10 text-lg font-bold">
          {title}
        </h2>
        <div className="mt-3 text-grey-700">{children}</div>
        {footer && <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">{footer}</div>}
        <button
          type="button"
          aria-label="Close"
          onClick={onClose}
          className="absolute top-3 right-3 inline-flex size-11 items-center justify-center rounded-box text-grey-600 hover:bg-grey-100 hover:text-navy-900"
        >
          <X aria-hidden="true" className="size-5" />
        </button>
      </div>
    </dialog>
  );
}
