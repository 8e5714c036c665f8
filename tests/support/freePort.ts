import { createServer } from 'node:net';

/** A port nothing listens on now, from the OS (servers a suite starts must not collide with other suites). */
export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
