import type { Server } from 'node:http';
import { createServer, type AddressInfo } from 'node:net';

function listenError(err: NodeJS.ErrnoException, port: number): Error {
  if (err.code === 'EADDRINUSE') {
    const error = new Error(
      `Port ${port} is already in use (is another backend running?). Stop it or set BACKEND_PORT to a free port.`,
    ) as NodeJS.ErrnoException;
    error.code = 'EADDRINUSE';
    return error;
  }
  if (err.code === 'EACCES') return new Error(`No permission to listen on port ${port}.`);
  return err;
}

/** Fails fast on a busy port, before any time is spent opening the database. */
export function ensurePortFree(port: number, host: string): Promise<void> {
  if (port === 0) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', (err: NodeJS.ErrnoException) => reject(listenError(err, port)));
    probe.listen(port, host, () => probe.close(() => resolve()));
  });
}

/** Binds the server; a busy port becomes one clear sentence instead of a stack trace. */
export function listen(server: Server, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const onError = (err: NodeJS.ErrnoException) => {
      server.off('listening', onListening);
      reject(listenError(err, port));
    };
    const onListening = () => {
      server.off('error', onError);
      resolve((server.address() as AddressInfo).port);
    };
    server.once('error', onError);
    server.once('listening', onListening);
    server.listen(port, host);
  });
}

/** Stops accepting connections, lets requests in flight finish briefly, then cuts the rest. */
export function close(server: Server, graceMs = 2000): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => server.closeAllConnections(), graceMs);
    timer.unref();
    server.close(() => {
      clearTimeout(timer);
      resolve();
    });
    server.closeIdleConnections();
  });
}
