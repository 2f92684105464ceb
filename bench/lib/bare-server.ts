// A bare Fastify JSON route, run as its own process so it gets a core like the app does.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/bare', async () => ({ success: true, code: 'OK', message: '', data: { username: 'admin' } }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.send?.('ready');
