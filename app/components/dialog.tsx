import { Icon } from '~/icons/icon';
import type { KeyboardEvent, MouseEvent, ReactNode } from 'react';

/**
 * A modal dialog on the native <dialog> element: the browser keeps focus inside it and makes the
 * page behind it inert, Escape closes it, and its close button is a `method="dialog"` form, so it
 * also closes without JavaScript. Opened by `DialogButton`.
 */
export function Dialog({
  id,
  title,
  closeLabel,
  children,
}: {
  id: string;
  title: string;
  closeLabel: string;
  children: ReactNode;
}) {
  const titleId = `${id}-title`;
  return (
    // The browser keeps focus out of the page behind; this keeps Tab from leaving for the browser's
    // own controls, so focus stays in the dialog until it closes.
    <dialog
      id={id}
      aria-labelledby={titleId}
      onKeyDown={wrapFocus}
      className="m-auto max-h-[min(85dvh,56rem)] w-[min(calc(100%-1.5rem),46rem)] overflow-y-auto overscroll-contain rounded-2xl bg-white p-0 text-ink shadow-2xl"
    >
      <div className="sticky top-0 z-10 flex items-center justify-between gap-4 border-b border-slate-200 bg-white px-5 py-4 md:px-8">
        <h2 id={titleId} className="font-display text-xl font-extrabold text-teal-900 md:text-2xl">
          {title}
        </h2>
        <form method="dialog">
          <button
            type="submit"
            className="inline-flex size-11 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100"
          >
            <Icon name="x" className="size-6" />
            <span className="sr-only">{closeLabel}</span>
          </button>
        </form>
      </div>
      <div className="px-5 py-5 md:px-8 md:py-6">{children}</div>
    </dialog>
  );
}

const focusable =
  'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

function wrapFocus(event: KeyboardEvent<HTMLDialogElement>) {
  if (event.key !== 'Tab') return;
  const items = [...event.currentTarget.querySelectorAll<HTMLElement>(focusable)];
  const first = items[0];
  const last = items.at(-1);
  if (!first || !last) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * Opens a `Dialog`. Without JavaScript the invoker command attributes open it in browsers that
 * support them; with JavaScript the click handler opens it everywhere and, when it closes,
 * returns focus to this button.
 */
export function DialogButton({
  dialogId,
  className,
  children,
  returnFocusTo,
}: {
  dialogId: string;
  className?: string;
  children: ReactNode;
  /** Where focus goes on closing if the opener is gone (a dropdown that closed as focus left). */
  returnFocusTo?: string;
}) {
  function open(event: MouseEvent<HTMLButtonElement>) {
    const dialog = document.getElementById(dialogId);
    if (!(dialog instanceof HTMLDialogElement)) return;
    event.preventDefault();
    const opener = event.currentTarget;
    if (!dialog.open) dialog.showModal();
    dialog.addEventListener(
      'close',
      () => {
        if (opener.isConnected) opener.focus();
        else if (returnFocusTo) document.querySelector<HTMLElement>(returnFocusTo)?.focus();
      },
      { once: true },
    );
  }
  return (
    <button
      type="button"
      commandfor={dialogId}
      command="show-modal"
      aria-haspopup="dialog"
      className={className}
      onClick={open}
    >
      {children}
    </button>
  );
}
