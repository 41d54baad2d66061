import { useEffect, type ReactNode } from 'react';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  UNSAFE_useScrollRestoration as useScrollRestoration,
  useLoaderData,
  useRouteLoaderData,
  useLocation,
  useMatches,
  useRouteError,
} from 'react-router';
import type { ShouldRevalidateFunctionArgs } from 'react-router';
import type { Route } from './+types/root';
import stylesheet from './app.css?url';
import displayLatin from '@site-fonts/fraunces-latin.woff2?url';
import fontLatin from '@site-fonts/nunito-latin.woff2?url';
import { Footer } from './components/footer';
import { HydrationBoundary } from './components/hydration-boundary';
import { Header } from './components/header';
import { NavigationLoader } from './components/navigation-loader';
import { PrivacyDialog, TermsDialog, type LegalDialogText } from './components/terms-dialog';
import { useFocusOnNavigation } from './components/use-focus-on-navigation';
import { useNonce } from './components/nonce';
import { InlineScript } from './components/inline-script';
import { InlineStylesheet } from './components/stylesheet';
import { ManifestLink } from './components/manifest-link';
import { extendedLatinFaceHref } from './fonts/extended-latin-face';
import { useServiceWorker } from './sw/use-service-worker';
import { savedScrollRestorer } from './html/scroll-restoration';
import { useLang, useMessages } from './i18n/hooks';
import { langFromPath } from './i18n/languages';
import {
  legalTexts,
  privacyUpdatedLabel,
  siteDescription,
  termsUpdatedLabel,
} from './content/site.server';
import { env } from './config/env.server';
import { icons, themeColor } from './images/icons';
import { pageMessages } from './i18n/messages';
import type { SiteMeta } from './seo/meta';
import { practiceMarkup } from './seo/structured-data';
import { pathFor } from './i18n/pages';

export function loader({ request }: Route.LoaderArgs) {
  const lang = langFromPath(new URL(request.url).pathname);
  const origin = env().PUBLIC_ORIGIN;
  const description = siteDescription(lang);
  const site: SiteMeta = {
    origin,
    description,
    practice: practiceMarkup(origin, lang, description),
  };
  return {
    messages: pageMessages(lang),
    terms: { html: legalTexts(lang).terms, updated: termsUpdatedLabel(lang) },
    privacy: { html: legalTexts(lang).privacy, updated: privacyUpdatedLabel(lang) },
    site,
  };
}

/** The shell's data depends on the language only. */
export function shouldRevalidate({ currentUrl, nextUrl }: ShouldRevalidateFunctionArgs) {
  return langFromPath(currentUrl.pathname) !== langFromPath(nextUrl.pathname);
}

export function links(): Route.LinkDescriptors {
  return [
    // Both faces are `optional`: found only in the stylesheet, they would come too late.
    { rel: 'preload', href: fontLatin, as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' },
    {
      rel: 'preload',
      href: displayLatin,
      as: 'font',
      type: 'font/woff2',
      crossOrigin: 'anonymous',
    },
    { rel: 'icon', href: '/favicon.ico', sizes: '32x32' },
    { rel: 'icon', href: icons.iconSvg, type: 'image/svg+xml' },
    { rel: 'apple-touch-icon', href: icons.appleTouchIcon },
  ];
}

export function Layout({ children }: { children: ReactNode }) {
  const lang = useLang();
  const { pathname } = useLocation();
  const nonce = useNonce();
  // A page that declares `handle.hydrate = false` (the offline page) is plain HTML, and so is an
  // error page rendered without the root loader's data: the client would have no messages for it.
  const hasRootData = useRouteLoaderData<typeof loader>('root') !== undefined;
  const plainHtml = useMatches().some(
    (match) => (match.handle as { hydrate?: boolean } | undefined)?.hydrate === false,
  );
  const hydrate = hasRootData && !plainHtml;
  return (
    // data-closed is set by the head's script before the first paint (closedNowScript).
    <html lang={lang} dir="ltr" suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <InlineScript name="closedNowAndCarriedService" />
        <meta name="viewport" content="width=device-width, initial-scale=1, maximum-scale=5" />
        <meta name="theme-color" content={themeColor} />
        <InlineStylesheet href={stylesheet} />
        <InlineStylesheet href={extendedLatinFaceHref(lang)} />
        {/* The first paint waits for the whole header (until <main> is parsed): on a starved CPU
            the parser can yield mid-header, and the first frame then showed the language switch
            where the call and the booking button come, which moved once they arrived (a layout
            shift the tests caught on a loaded machine). The header is the page's first few KB. */}
        <link rel="expect" href="#main" blocking="render" />
        {lang === 'tr' ? <InlineScript name="extendedLatinFaceLoader" /> : null}
        <ManifestLink lang={lang} />
        <Meta />
        <Links />
        {pathname === '/' ? <InlineScript name="preferredLanguageRedirect" /> : null}
      </head>
      <body>
        {children}
        {hydrate ? (
          <>
            <RestoredScrollPositions nonce={nonce} />
            <Scripts />
            <InlineScript name="hydrationLoader" />
          </>
        ) : null}
      </body>
    </html>
  );
}

/** React Router's scroll restoration, with a script that does nothing on a fresh visit. */
function RestoredScrollPositions({ nonce }: { nonce: string | undefined }) {
  useScrollRestoration();
  return (
    <script
      nonce={nonce}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: savedScrollRestorer }}
    />
  );
}

function Shell({
  children,
  terms,
  privacy,
}: {
  children: ReactNode;
  terms?: LegalDialogText;
  privacy?: LegalDialogText;
}) {
  const messages = useMessages();
  useFocusOnNavigation();
  useEffect(() => {
    // Marks the page as interactive (tests wait for it; styles could too). The page's content and
    // footer hydrate in their boundaries right after, and first wherever they are tapped.
    document.documentElement.dataset.hydrated = '';
  }, []);
  useServiceWorker();
  return (
    <>
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-teal-800 px-4 py-3 font-bold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {messages.common.skipToContent}
      </a>
      <Header />
      <main
        id="main"
        tabIndex={-1}
        className="min-h-[60vh] pt-[104px] outline-none md:pt-[120px] lg:pt-[136px]"
      >
        <HydrationBoundary>{children}</HydrationBoundary>
      </main>
      <HydrationBoundary>
        <Footer />
      </HydrationBoundary>
      <NavigationLoader />
      {terms !== undefined ? <TermsDialog html={terms.html} updated={terms.updated} /> : null}
      {privacy !== undefined ? (
        <PrivacyDialog html={privacy.html} updated={privacy.updated} />
      ) : null}
    </>
  );
}

export default function App() {
  const { terms, privacy } = useLoaderData<typeof loader>();
  return (
    <Shell terms={terms} privacy={privacy}>
      <Outlet />
    </Shell>
  );
}

/** Unexpected errors get a localized page, never a blank screen; the server logs them. */
export function ErrorBoundary() {
  const error = useRouteError();
  const messages = useMessages();
  const lang = useLang();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <Shell>
      <section className="mx-auto max-w-2xl px-5 py-16 text-center">
        <h1 className="text-3xl font-extrabold text-teal-900 md:text-4xl">
          {status === 404 ? messages.notFound.title : messages.error.title}
        </h1>
        <p className="mt-5 text-lg text-muted">
          {status === 404 ? messages.notFound.message : messages.error.message}
        </p>
        <a href={pathFor('home', lang)} className="btn btn-lg btn-primary mt-8">
          {messages.common.backToHome}
        </a>
      </section>
    </Shell>
  );
}
