/**
 * The stylesheet first in the head (issue 17): Vite writes the entry script and its modulepreload links before
 * the CSS, so on a slow connection (and in Lighthouse's simulation, which starts requests in document order over
 * six connections) the one render-blocking file waited behind ~100 KB of scripts that are not needed to paint.
 */
export function stylesheetFirst(html: string): string {
  const links = html.match(/^[ \t]*<link rel="stylesheet"[^>]*>\n/gm) ?? [];
  const script = /^[ \t]*<script type="module"/m.exec(html);
  if (links.length === 0 || script === null) return html;
  let rest = html;
  for (const link of links) rest = rest.replace(link, '');
  const at = rest.indexOf(script[0]);
  return `${rest.slice(0, at)}${links.join('')}${rest.slice(at)}`;
}

/**
 * The public app's entry starts after the first paint (issue 17): its module script and modulepreload links become
 * one deferred classic script, public/hydrate.js, which adds the entry once the first frame is drawn. Lighthouse's
 * simulation (and a slow connection) then paints the server's HTML with only the HTML, the stylesheet and the
 * pictures in flight. The admin page (client-rendered) keeps its script as Vite writes it.
 *
 * hydrate.js (kept short: every public page loads it): data-entry is the entry module, data-preload its chunks. A
 * server-rendered page (it has #ssr-state) is complete HTML: its scripts are not needed to paint it, and fetched at
 * once they would share a slow connection with the stylesheet and the pictures, so they start after the first frame,
 * with the screen's chunks the server listed (inert in <template id="ssr-preloads">). A client-rendered page (or a
 * hidden tab) starts at once. Content-Security-Policy allows it: it is a file of the site.
 */
export function entryAfterFirstPaint(html: string): string {
  const script = /^([ \t]*)<script type="module" crossorigin src="([^"]+)"><\/script>\n/m.exec(html);
  if (script === null) return html;
  const [tag, indent, src] = script;
  const preloads = [...html.matchAll(/^[ \t]*<link rel="modulepreload" crossorigin href="([^"]+)">\n/gm)];
  const list = preloads.map((m) => m[1]).join(' ');
  let out = html;
  for (const m of preloads) out = out.replace(m[0], '');
  return out.replace(
    tag,
    `${indent}<script defer src="/hydrate.js" data-entry="${src}" data-preload="${list}"></script>\n`,
  );
}
