// The yardstick of the page and asset rows of api-throughput.bench.ts: a plain node:http server in its own
// process sending, from memory, the very bytes our server sent for a page and for a script (already
// compressed), with the same encoding and type. No routing, hooks, cache lookup or logging: what a reply
// of that size costs on this machine and no more.
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

interface Body {
  bytes: Buffer;
  type: string;
  encoding: string;
}
const read = (prefix: string): Body => ({
  bytes: fs.readFileSync(process.env[`${prefix}_FILE`]!),
  type: process.env[`${prefix}_TYPE`]!,
  encoding: process.env[`${prefix}_ENCODING`]!,
});
const bodies: Record<string, Body> = { '/page': read('BARE_PAGE'), '/asset': read('BARE_ASSET') };

const server = http.createServer((request, response) => {
  const body = bodies[request.url ?? ''];
  if (!body) return void response.writeHead(404).end();
  response.writeHead(200, { 'content-type': body.type, 'content-encoding': body.encoding, 'content-length': body.bytes.length });
  response.end(body.bytes);
});
server.listen(0, '127.0.0.1', () => process.stdout.write(`http://127.0.0.1:${(server.address() as AddressInfo).port}\n`));
