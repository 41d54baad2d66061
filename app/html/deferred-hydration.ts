/**
 * Hydration after the first paint. React Router writes its client code as module preloads and one
 * inline module script, so a browser fetches about 120 KB of JavaScript as soon as it has read the
 * HTML, sharing a slow connection with the stylesheet the first paint waits for. Server-rendered
 * HTML is complete without JavaScript, so the page is shown first and made interactive right
 * after: the module script is held back (an inert type) and the preloads are dropped; a small
 * inline loader, rendered by the root, starts the held script once the first frame is painted.
 */

/** The type the router's module script gets while it waits. */
export const heldModuleType = 'text/x-held-module';

/** Applied to every HTML document the server renders (and to prerendered pages, at build time). */
export function holdHydrationScripts(html: string): string {
  return html
    .replace(/<link rel="modulepreload"[^>]*>/g, '')
    .replace(/<script([^>]*) type="module" async="">/, `<script$1 type="${heldModuleType}">`);
}

/**
 * The loader (an inline classic script after the router's scripts). It waits until the page has
 * been painted with its content: the first contentful paint and the first largest-contentful-paint
 * candidate have been reported (where the browser reports them; at most 3 s), then until the fonts
 * are in (at most 1.5 s; asked only after the paint, because asking makes the browser compute
 * style and layout at once, inside this script's task), then one more frame. Only then does it
 * fetch and evaluate the page's route modules, one per task (evaluating the whole module graph at
 * once is one unbroken task of 100 ms on a slow phone), and run the held module script as a real
 * one, with the same nonce; the CSP of cached pages lists the hash of its content. So no script
 * competes with the first paint for the network or the main thread.
 *
 * A tap on the phone's menu button in the meantime (round 56, BM: on a slow phone half the early
 * taps followed the button's fallback link to the footer) starts the page's scripts at once and
 * is kept on <html> (`data-menu-wanted`) for the header, which opens the menu when it has
 * hydrated; if that takes more than 4 s (a script that cannot load), the tap follows the link to
 * the footer's navigation after all.
 */
export const hydrationLoader = `(function(){var started=false;function run(held){var s=document.createElement('script');s.type='module';if(held.nonce)s.nonce=held.nonce;s.textContent=held.textContent;document.body.appendChild(s)}function start(){if(started)return;started=true;var held=document.querySelector('script[type="${heldModuleType}"]');if(!held)return;var urls=[];held.textContent.replace(/import \\* as \\w+ from "([^"]+)"/g,function(m,u){urls.push(u)});(function next(){var url=urls.shift();if(!url)return run(held);import(url).then(function(){setTimeout(next,0)},function(){run(held)})})()}function within(ms,promise){return Promise.race([promise,new Promise(function(r){setTimeout(r,ms)})])}function reported(type,name){var types=window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes||[];if(types.indexOf(type)<0)return Promise.resolve();return new Promise(function(resolve){try{new PerformanceObserver(function(list,observer){var found=list.getEntries().some(function(e){return !name||e.name===name});if(found){observer.disconnect();resolve()}}).observe({type:type,buffered:true})}catch(e){resolve()}})}function afterPaint(){requestAnimationFrame(function(){setTimeout(start,0)})}function ready(){within(3000,Promise.all([reported('paint','first-contentful-paint'),reported('largest-contentful-paint')])).then(function(){return within(1500,document.fonts&&document.fonts.ready)}).then(afterPaint,afterPaint)}var root=document.documentElement,toggle=document.getElementById('mobile-menu-toggle');if(toggle)toggle.addEventListener('click',function(e){if(root.hasAttribute('data-hydrated'))return;e.preventDefault();root.setAttribute('data-menu-wanted','');start();setTimeout(function(){if(!root.hasAttribute('data-hydrated')){root.removeAttribute('data-menu-wanted');location.hash='footer-quick-links'}},4000)});if(document.readyState==='loading')document.addEventListener('DOMContentLoaded',ready);else ready()})();`;
