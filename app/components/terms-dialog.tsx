import type { ReactNode } from 'react';
import { useMessages } from '~/i18n/hooks';
import { Dialog, DialogButton } from './dialog';

export const termsDialogId = 'terms-dialog';
/** The privacy statement's dialog: opened from the footer and from the form's consent label. */
export const privacyDialogId = 'privacy-dialog';

/** A legal text as the shell shows it: rendered HTML and its "last updated" line. */
export interface LegalDialogText {
  html: string;
  updated: string;
}

/** Opens the terms dialog (from the navigation, the footer and the appointment form's note). */
export function TermsButton({
  className,
  children,
  returnFocusTo,
}: {
  className?: string;
  /** The words of a sentence it stands in; the navigation's "Terms" by default. */
  children?: ReactNode;
  returnFocusTo?: string;
}) {
  const messages = useMessages();
  return (
    <DialogButton dialogId={termsDialogId} className={className} returnFocusTo={returnFocusTo}>
      {children ?? messages.nav.terms}
    </DialogButton>
  );
}

/** Opens the privacy statement (from the footer and the About us menu, next to the terms). */
export function PrivacyButton({
  className,
  returnFocusTo,
}: {
  className?: string;
  returnFocusTo?: string;
}) {
  const messages = useMessages();
  return (
    <DialogButton dialogId={privacyDialogId} className={className} returnFocusTo={returnFocusTo}>
      {messages.dialog.privacyTitle}
    </DialogButton>
  );
}

/** The terms and conditions: a modal dialog on every page, not a route (specification §2). */
export function TermsDialog({ html, updated }: LegalDialogText) {
  const messages = useMessages();
  return (
    <LegalDialog
      id={termsDialogId}
      title={messages.dialog.termsTitle}
      html={html}
      updated={updated}
    />
  );
}

/** The privacy statement: the same kind of dialog on every page, so the footer can open it. */
export function PrivacyDialog({ html, updated }: LegalDialogText) {
  const messages = useMessages();
  return (
    <LegalDialog
      id={privacyDialogId}
      title={messages.dialog.privacyTitle}
      html={html}
      updated={updated}
    />
  );
}

function LegalDialog({
  id,
  title,
  html,
  updated,
}: LegalDialogText & { id: string; title: string }) {
  const messages = useMessages();
  return (
    <Dialog id={id} title={title} closeLabel={messages.common.close}>
      <p className="text-sm text-muted">{updated}</p>
      <div className="prose prose-compact mt-4" dangerouslySetInnerHTML={{ __html: html }} />
    </Dialog>
  );
}
