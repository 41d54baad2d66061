import * as Toast from '@radix-ui/react-toast';
import { Icon } from '~/icons/icon';
import { useState } from 'react';
import { format } from '~/i18n/format';
import { useMessages } from '~/i18n/hooks';
import { PhoneLink, phoneDisplay } from './contact-links';
import type { StatusText } from './appointment-status';

const toneClass = {
  error: 'border-red-300 bg-white text-red-950',
} as const;

/**
 * A failed submission as a toast: its title, that nothing typed is lost, and the call as its
 * action (Radix's Toast.Action, named for screen readers). One at a time (a newer result replaces
 * it), 5 seconds, swipe right to dismiss (past 50 px), F8 moves focus to it. Loaded only once there
 * is a result to show.
 */
export default function ResultToast({ text, resultKey }: { text: StatusText; resultKey: unknown }) {
  const messages = useMessages();
  const callText = format(messages.contactActions.call, { phone: phoneDisplay('main') });
  const [open, setOpen] = useState(true);
  // A new result opens the toast again, replacing the previous one.
  const [shownFor, setShownFor] = useState(resultKey);
  if (shownFor !== resultKey) {
    setShownFor(resultKey);
    setOpen(true);
  }
  return (
    <Toast.Provider
      duration={5000}
      swipeDirection="right"
      swipeThreshold={50}
      label={messages.toast.label}
    >
      <Toast.Root
        open={open}
        onOpenChange={setOpen}
        type="foreground"
        data-testid="toast"
        className={`pointer-events-auto flex items-start gap-3 rounded-2xl border-2 p-4 shadow-xl data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=end]:translate-x-full ${toneClass[text.tone]}`}
      >
        <div className="flex-1">
          <Toast.Title className="font-extrabold">{text.title}</Toast.Title>
          {/* What happened is in the alert above the form, which has focus; here, that nothing is
              lost, and the call. */}
          <Toast.Description className="mt-1">
            {messages.appointmentStatus.formKept}
          </Toast.Description>
          <Toast.Action altText={callText} asChild>
            <PhoneLink className="btn btn-outline mt-3 min-h-11 px-4 text-base">
              <Icon name="phone" className="size-5 shrink-0" />
              {callText}
            </PhoneLink>
          </Toast.Action>
        </div>
        <Toast.Close className="inline-flex size-9 shrink-0 items-center justify-center rounded-full hover:bg-slate-100">
          <Icon name="x" className="size-5" />
          <span className="sr-only">{messages.appointmentStatus.dismiss}</span>
        </Toast.Close>
      </Toast.Root>
      <Toast.Viewport
        hotkey={['F8']}
        label={messages.toast.region}
        className="fixed right-0 bottom-0 z-50 m-0 flex w-full max-w-md list-none flex-col gap-2 p-4 outline-none"
      />
    </Toast.Provider>
  );
}
