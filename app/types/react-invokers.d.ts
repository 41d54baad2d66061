import 'react';

// Invoker commands (`<button commandfor="id" command="show-modal">`) open dialogs without
// JavaScript in current browsers; React passes the attributes through, its types do not list them yet.
declare module 'react' {
  // The type parameter must match React's declaration for the interfaces to merge.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ButtonHTMLAttributes<T> {
    commandfor?: string;
    command?:
      'show-modal' | 'close' | 'request-close' | 'show-popover' | 'hide-popover' | 'toggle-popover';
  }
}
