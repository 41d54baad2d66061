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
 * The loader (an inline classic script after the router's scripts). Once the document is parsed,
 * the fonts are in (so the text is painted in its final form; at most 1.5 s later) and one more
 * frame has been painted, it evaluates the page's route modules one per task (evaluating the whole
 * module graph at once is one unbroken task of 100 ms on a slow phone), then runs the held module
 * script as a real one, with the same nonce; the CSP of cached pages lists the hash of its content.
 */
export const hydrationLoader = `(function(){var started=false;function run(held){var s=document.createElement('script');s.type='module';if(held.nonce)s.nonce=held.nonce;s.textContent=held.textContent;document.body.appendChild(s)}function start(){if(started)return;started=true;var held=document.querySelector('script[type="${heldModuleType}"]');if(!held)return;var urls=[];held.textContent.replace(/import \\* as \\w+ from "([^"]+)"/g,function(m,u){urls.push(u)});(function next(){var url=urls.shift();if(!url)return run(held);import(url).then(function(){setTimeout(next,0)},function(){run(held)})})()}function afterPaint(){requestAnimationFrame(function(){setTimeout(start,0)})}function ready(){var fonts=document.fonts&&document.fonts.ready;if(!fonts)return afterPaint();Promise.race([fonts,new Promise(function(r){setTimeout(r,1500)})]).then(afterPaint,afterPaint)}if(document.readyState==='loading')document.addEventListener('DOMContentLoaded',ready);else ready()})();`;
