/**
 * Server rendering, as React Router's default, plus the Content-Security-Policy nonce: the server
 * gives each request a fresh nonce (server/security.ts) and every inline script React and React
 * Router write carries it. Prerendered pages have no nonce; their scripts are allowed by hash.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { renderToPipeableStream, type RenderToPipeableStreamOptions } from 'react-dom/server';
import { ServerRouter, type AppLoadContext, type EntryContext } from 'react-router';
import { NonceContext } from './components/nonce';
import { holdHydrationScripts, hydrationLoader } from './html/deferred-hydration';
import stylesheetHref from './app.css?url';
import { InlineScriptContext, type InlineScriptName } from './components/inline-script';
import { StylesheetContext } from './components/stylesheet';
import { extendedLatinFaceLoader } from './fonts/extended-latin-face';
import { extendedLatinFaces } from './fonts/extended-latin-face.server';
import { ServerMessagesContext } from './i18n/hooks';
import { langFromPath, type Lang } from './i18n/languages';
import { catalogues } from './i18n/messages';
import { preferredLanguageRedirect } from './i18n/preferred-language';
import { bookingCarryScript } from './appointments/service-for-treatment';
import { closedNowScript } from './content/closed-now-script';

export const streamTimeout = 5_000;

let stylesheets: Record<string, string> | undefined;
/** The inlined stylesheets' texts by href, read once (build/client exists when pages render). */
function inlineStylesheets(): Record<string, string> {
  stylesheets ??= {
    [stylesheetHref]: readFileSync(path.join('build', 'client', stylesheetHref), 'utf8'),
    ...extendedLatinFaces(),
  };
  return stylesheets;
}

const fixedInlineScripts = { hydrationLoader, extendedLatinFaceLoader, preferredLanguageRedirect };

/**
 * The head's first script holds this year's holidays, so it is made for the request's date, and
 * its sentences in the page's language.
 */
function inlineScripts(lang: Lang): Record<InlineScriptName, string> {
  return {
    ...fixedInlineScripts,
    closedNowAndCarriedService: `${closedNowScript(new Date(), lang)};${bookingCarryScript}`,
  };
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  // Absent while prerendering at build time (and then not needed).
  const nonce = (loadContext as Partial<AppLoadContext>).cspNonce;

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    // The whole document is rendered before it is sent (the pages have no slow parts to stream),
    // so the hydration scripts can be held back until the first paint (html/deferred-hydration).
    const readyOption: keyof RenderToPipeableStreamOptions = 'onAllReady';
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );

    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <StylesheetContext.Provider value={inlineStylesheets()}>
          <InlineScriptContext.Provider
            value={inlineScripts(langFromPath(new URL(request.url).pathname))}
          >
            <ServerMessagesContext.Provider
              value={catalogues[langFromPath(new URL(request.url).pathname)]}
            >
              <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
            </ServerMessagesContext.Provider>
          </InlineScriptContext.Provider>
        </StylesheetContext.Provider>
      </NonceContext.Provider>,
      {
        // Style elements carry the nonce too: the inlined styles differ per language (the font
        // face), so a server-rendered page allows them by nonce, not by a hash known in advance.
        nonce: nonce === undefined ? undefined : { script: nonce, style: nonce },
        // React outlines large Suspense boundaries (over 12.8 kB by default) to be filled in by a
        // script, so a streamed shell paints sooner. We send the whole document at once, and it
        // must be complete without JavaScript: every boundary is written in place.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        [readyOption]() {
          shellRendered = true;
          const chunks: Buffer[] = [];
          const collector = new PassThrough();
          collector.on('data', (chunk: Buffer) => chunks.push(chunk));
          collector.on('end', () => {
            clearTimeout(timeoutId);
            timeoutId = undefined;
            const html = holdHydrationScripts(Buffer.concat(chunks).toString('utf8'));
            responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
            resolve(
              new Response(createReadableStreamFromReadable(Readable.from([html])), {
                headers: responseHeaders,
                status: responseStatusCode,
              }),
            );
          });
          pipe(collector);
        },
        onShellError(error: unknown) {
          reject(error instanceof Error ? error : new Error(String(error)));
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
