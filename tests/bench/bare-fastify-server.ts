// The yardstick of api-throughput.bench.ts: a bare Fastify route in its own process, answering
// a reply of the same size as GET /api/calculator's, with no database, cache or plugins.
import Fastify from 'fastify';

const size = Number(process.env.BARE_REPLY_BYTES ?? 1000);
const reply = { error: false, response: { text: 'x'.repeat(Math.max(0, size - 40)) } };
const app = Fastify({ logger: false });
app.get('/bare', async () => reply);
const address = await app.listen({ port: 0, host: '127.0.0.1' });
process.stdout.write(`${address}\n`);
