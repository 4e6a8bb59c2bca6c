// The baseline of the benchmark: bare Koa answering a fixed JSON, in its own process like the server.
import Koa from 'koa';

const app = new Koa();
app.use((ctx) => {
  ctx.body = { id: 1, title: 'fixed', created_at: '22.11.2026 01:27:40' };
});
const server = app.listen(0, '127.0.0.1', () => process.send?.({ port: server.address().port }));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
