import http from 'node:http';

export interface RawRequest {
  method: string;
  /** Sent as is: no normalisation of dot segments or escapes (what an attacker's client does). */
  path: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
}

export type RawReply = { status: number; headers: http.IncomingHttpHeaders; body: string } | { dropped: string };

/**
 * One HTTP/1.1 request on its own connection. A reply counts once its status line arrives, even if the
 * server then stops reading an oversized body; no reply within the timeout, or a reset before one, is a drop.
 */
export function rawRequest(port: number, request: RawRequest, timeoutMs = 10_000): Promise<RawReply> {
  return new Promise((resolve) => {
    let settled = false;
    const settle = (reply: RawReply) => {
      if (!settled) {
        settled = true;
        resolve(reply);
      }
    };
    const req = http.request({
      host: '127.0.0.1',
      port,
      method: request.method,
      path: request.path,
      headers: request.headers,
      agent: false,
    });
    req.setTimeout(timeoutMs, () => {
      settle({ dropped: `no reply within ${timeoutMs} ms` });
      req.destroy();
    });
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => settle({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', () => settle({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
    });
    // EPIPE/ECONNRESET while still sending is fine when the reply already came (a 413 cuts the upload short).
    req.on('error', (error) => setTimeout(() => settle({ dropped: error.message }), 200));
    if (request.body !== undefined) req.write(request.body);
    req.end();
  });
}
