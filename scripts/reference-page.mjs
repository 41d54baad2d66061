/**
 * The benchmark's control: a page with one heading, one paragraph and no script, served on
 * loopback with the same response headers as one of the site's pages. Lighthouse measures it in
 * every round next to the real pages. Whatever blocking time it reports comes from the machine
 * and the browser (a fresh renderer process, a busy host), not from anything the site does, so
 * the table can be read against it.
 */
import http from 'node:http';

const referenceHtml = [
  '<!doctype html>',
  '<html lang="en">',
  '<head>',
  '<meta charset="utf-8">',
  '<meta name="viewport" content="width=device-width, initial-scale=1">',
  '<title>Reference page</title>',
  '<meta name="description" content="A page with one heading and one paragraph.">',
  '</head>',
  '<body>',
  '<h1>Reference page</h1>',
  '<p>One heading and one paragraph, no script, no stylesheet, no image.</p>',
  '</body>',
  '</html>',
].join('\n');

// Headers about the body or the connection belong to the page they came with, not to this one.
const notCopied = new Set([
  'accept-ranges',
  'connection',
  'content-encoding',
  'content-length',
  'date',
  'etag',
  'keep-alive',
  'last-modified',
  'transfer-encoding',
  'vary',
]);

/** Response headers of `pageUrl` that the reference page is served with. */
async function headersOf(pageUrl) {
  const response = await fetch(pageUrl);
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${pageUrl} answered ${response.status}`);
  const headers = {};
  for (const [name, value] of response.headers) if (!notCopied.has(name)) headers[name] = value;
  return headers;
}

/** Serves the reference page on a free loopback port, with the headers `pageUrl` is served with. */
export async function startReferenceServer(pageUrl) {
  const headers = await headersOf(pageUrl);
  const body = Buffer.from(referenceHtml);
  const server = http.createServer((request, response) => {
    if (request.url !== '/') {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { ...headers, 'content-length': body.length }).end(body);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
  return {
    url: `http://127.0.0.1:${port}/`,
    stop() {
      // The browser keeps its connection open; close() alone would wait for it.
      server.closeAllConnections();
      return new Promise((resolve) => server.close(resolve));
    },
  };
}
