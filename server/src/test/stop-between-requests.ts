// A request under way while the app stops, and the next one on the same kept-alive connection sent
// once the stop has begun: what a load balancer's connection sees when a store process is stopped
// (connections.test.ts, fast-lane.test.ts). Each step waits on the app's own event, not on a clock.
import net from 'node:net';
import type { FastifyInstance } from 'fastify';

/**
 * Adds `GET /test/slow`, which answers once released, to an app that is not listening yet. The
 * function it returns sends that request on a new connection to `port`, closes the app while it is
 * in the handler, sends `next` on the same connection once the app's stop has begun, releases the
 * slow request once the server has `next`, and resolves with all the connection received.
 */
export function stopBetweenRequests(app: FastifyInstance): (port: number, next: string) => Promise<string> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let entered!: () => void;
  const inHandler = new Promise<void>((resolve) => (entered = resolve));
  app.get('/test/slow', async () => {
    entered();
    await released;
    return { result: true, message: 'Success' };
  });
  let stopBegun!: () => void;
  const stopping = new Promise<void>((resolve) => (stopBegun = resolve));
  // After the app's own preClose hooks: each has marked the app as stopping by then.
  app.addHook('preClose', (done) => {
    stopBegun();
    done();
  });

  return (port, next) =>
    new Promise<string>((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      let received = '';
      socket.on('data', (chunk) => (received += chunk));
      socket.on('close', () => resolve(received));
      socket.write('GET /test/slow HTTP/1.1\r\nHost: shop\r\n\r\n');
      void inHandler.then(async () => {
        const closed = app.close();
        await stopping;
        const arrived = new Promise<void>((resolve) => app.server.once('request', () => resolve()));
        socket.write(next);
        await arrived;
        release();
        await closed;
      });
    });
}
