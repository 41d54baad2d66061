// Evaluated first, before React DOM: see the module.
import { captureStacksAgain } from './html/uncaptured-stacks';
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { keyFreshHistoryEntry } from './html/scroll-restoration';

captureStacksAgain();
keyFreshHistoryEntry();

// React Router's default client entry, otherwise unchanged.
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
