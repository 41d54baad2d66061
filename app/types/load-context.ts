import type { ServerLoadContext } from '../../server/app';

// The Express server (server/app.ts) gives every loader and action these services.
declare module 'react-router' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends ServerLoadContext {}
}
