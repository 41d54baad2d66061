import { useMessages } from '~/i18n/hooks';
import { Dialog, DialogButton } from './dialog';

export const termsDialogId = 'terms-dialog';

/** Opens the terms dialog (from the navigation and the footer). */
export function TermsButton({ className }: { className?: string }) {
  const messages = useMessages();
  return (
    <DialogButton dialogId={termsDialogId} className={className}>
      {messages.nav.terms}
    </DialogButton>
  );
}

/** The terms and conditions: a modal dialog on every page, not a route (specification §2). */
export function TermsDialog({ html, updated }: { html: string; updated: string }) {
  const messages = useMessages();
  return (
    <Dialog
      id={termsDialogId}
      title={messages.dialog.termsTitle}
      closeLabel={messages.common.close}
    >
      <p className="text-sm text-muted">{updated}</p>
      <div className="prose prose-compact mt-4" dangerouslySetInnerHTML={{ __html: html }} />
    </Dialog>
  );
}
