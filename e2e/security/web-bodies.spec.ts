import { request as httpRequest } from 'node:http';
import { expect, test } from '../support/fixtures';
import { e2ePorts } from '../support/ports';

/**
 * The web server reads only bodies a page takes — a form, JSON or one picture, of a stated length within
 * the page's limit — and a body that is not what it says is the client's fault (4xx), never a 500
 * (docs/decisions/0056-web-doors.md).
 */
const web = `http://127.0.0.1:${e2ePorts.web}`;
const origin = { origin: web };

/**
 * The status of a POST whose headers the test chooses, of which only the first bytes are sent: a refusal must come
 * from the headers alone, before the body is read.
 */
function statusOfPost(path: string, headers: Record<string, string>, firstBytes = 'phone=1'): Promise<number> {
  return new Promise((resolve, reject) => {
    const sent = httpRequest(`${web}${path}`, { method: 'POST', headers: { ...origin, ...headers } }, (response) => {
      resolve(response.statusCode ?? 0);
      sent.destroy();
    });
    sent.on('error', reject);
    sent.write(firstBytes);
  });
}

test('the web refuses bodies no page takes, before reading them, and a broken form with a 400', async () => {
  const eightMegabytes = String(8 * 1024 * 1024);
  const form = 'application/x-www-form-urlencoded';
  expect(await statusOfPost('/user/login', { 'content-type': form, 'content-length': eightMegabytes })).toBe(413);
  const picture = 'multipart/form-data; boundary=x';
  expect(await statusOfPost('/community/act', { 'content-type': picture, 'content-length': eightMegabytes })).toBe(413);
  expect(await statusOfPost('/user/login', { 'content-type': 'text/plain', 'content-length': '7' })).toBe(415);
  expect(await statusOfPost('/user/login', { 'content-type': form, 'transfer-encoding': 'chunked' })).toBe(411);

  const broken = await fetch(`${web}/user/login`, {
    method: 'POST',
    headers: { ...origin, 'content-type': 'multipart/form-data; boundary=nothing-like-it' },
    body: '--x\r\nbroken',
  });
  expect(broken.status).toBe(400);
  expect((await fetch(`${web}/user/login`)).status).toBe(200);
});
