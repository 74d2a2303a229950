import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeReply {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}
export type Handler = (req: http.IncomingMessage, url: URL) => FakeReply | Promise<FakeReply>;

/** A plain HTTP server on 127.0.0.1 with an ephemeral port, closed (with open sockets) by `close`. */
export async function startFakeServer(handle: Handler): Promise<{ url: string; close: () => Promise<void> }> {
  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const reply = await handle(req, url);
    const text = typeof reply.body === 'string' || Buffer.isBuffer(reply.body) ? reply.body : JSON.stringify(reply.body);
    res.writeHead(reply.status, { 'content-type': 'application/json', ...reply.headers });
    res.end(text);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
