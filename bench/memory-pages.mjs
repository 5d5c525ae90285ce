// The limit of a page: its bytes, compressed as a browser asked, sent from memory by a bare Node server.
// PAGES: [{ file, encoding, type? }]; page n is served at /page/n (type: its content-type, HTML unless given;
// kickoff-surge serves the API's JSON reads this way too).
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const pages = JSON.parse(process.env.PAGES).map(({ file, encoding, type }) => ({
  bytes: readFileSync(file),
  encoding,
  type: type ?? 'text/html; charset=utf-8',
}));
const server = createServer((request, response) => {
  const page = pages[Number(request.url.slice('/page/'.length))];
  if (!page) return response.writeHead(404).end();
  const headers = { 'content-type': page.type, 'content-length': page.bytes.length };
  if (page.encoding) headers['content-encoding'] = page.encoding;
  response.writeHead(200, headers).end(page.bytes);
});
server.listen(Number(process.env.PORT), '127.0.0.1');
process.on('SIGTERM', () => server.close(() => process.exit(0)));
