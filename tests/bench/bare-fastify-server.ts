// The yardstick of api-throughput.bench.ts: bare Fastify routes in their own process, with no
// database, cache or plugins: /bare answers as many bytes as GET /api/calculator (BARE_REPLY_BYTES),
// /hello as many as the small health reply (BARE_HELLO_BYTES).
import Fastify from 'fastify';

const padded = (size: number) => ({ error: false, response: { text: 'x'.repeat(Math.max(0, size - 40)) } });
const reply = padded(Number(process.env.BARE_REPLY_BYTES ?? 1000));
const hello = padded(Number(process.env.BARE_HELLO_BYTES ?? 60));
const app = Fastify({ logger: false });
app.get('/bare', async () => reply);
app.get('/hello', async () => hello);
const address = await app.listen({ port: 0, host: '127.0.0.1' });
process.stdout.write(`${address}\n`);
