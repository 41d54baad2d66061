/** negotiator 1.x (the one Express uses): only what server/content-encoding.ts calls. */
declare module 'negotiator' {
  import type { IncomingHttpHeaders } from 'node:http';

  export default class Negotiator {
    constructor(request: { headers: IncomingHttpHeaders });
    /** The best of `available` by the header's q values; ties go to `preferred`'s order. */
    encoding(available: string[], options?: { preferred?: string[] }): string | undefined;
  }
}
