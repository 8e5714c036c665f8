import type { Server } from 'node:http';
import { createAdaptorServer } from '@hono/node-server';
import { AuthThrottles } from './auth/rateLimit';
import { announceMail, printBanner } from './banner';
import { MEMORY, resolveConfig, type BackendOptions } from './config';
import type { BackendContext } from './context';
import { prepareDataDir } from './db/dataDirLock';
import { openDatabase } from './db/open';
import { createApp } from './http/app';
import { addressOf, type RequestBindings } from './http/clientAddress';
import { close, ensurePortFree, listen } from './http/listen';
import { TrustedProxies } from './http/trustedProxies';
import { keysFor, loadJwtSecret } from './keys';
import { Outbox } from './outbox';
import { LocalSender } from './notifications';
import { Catalog } from './rest/catalog';

export interface RunningBackend {
  /** Base URL for createClient, e.g. http://127.0.0.1:54321 */
  url: string;
  anonKey: string;
  /** Bypasses row-level security: for servers and tests only. */
  serviceKey: string;
  jwtSecret: string;
  port: number;
  /** Closes the server, then the database. Safe to call more than once. */
  stop(): Promise<void>;
}

function urlHost(host: string): string {
  if (host === '0.0.0.0' || host === '::') return 'localhost';
  return host.includes(':') ? `[${host}]` : host;
}

/** Opens the database, applies bootstrap and migrations, and serves the Supabase-compatible API. */
export async function startBackend(opts: BackendOptions = {}): Promise<RunningBackend> {
  const config = resolveConfig(opts);
  await ensurePortFree(config.port, config.host);
  if (config.dataDir !== MEMORY) prepareDataDir(config.dataDir);
  const keys = await keysFor(loadJwtSecret(config.dataDir, config.jwtSecret));
  const opened = await openDatabase(config.dataDir, config.databaseUrl);
  const shutDownDatabase = async () => {
    await opened.db.close();
    opened.release();
  };

  let server: Server;
  let ctx: BackendContext;
  let port: number;
  let sender: LocalSender | undefined;
  try {
    if (opts.fixtureSql) await opened.db.exec(opts.fixtureSql);
    const catalog = await Catalog.load(opened.db);
    const outbox = new Outbox(config.quiet ? undefined : announceMail);
    ctx = { db: opened.db, config, keys, outbox, catalog, throttles: new AuthThrottles(config.limits), publicUrl: '' };
    const context = ctx;
    // The local stand-in for the Edge Function: queued notification mails go to the outbox.
    sender = new LocalSender(
      opened.db,
      (mail) => context.outbox.send(mail),
      () => ({ site: context.config.siteUrl, api: context.publicUrl }),
    );
    const app = createApp(ctx);
    const proxies = new TrustedProxies(config.trustedProxies);
    // The adapter's bindings carry the connection: every per-address limit keys on the address worked out here.
    const fetch = async (request: Request, bindings: RequestBindings) => {
      const response = await app.fetch(request, { ...bindings, clientAddress: addressOf(bindings.incoming, proxies) });
      // A write to the REST API may have enqueued mails: deliver them now rather than on the next tick.
      if (request.method === 'POST' && response.ok && new URL(request.url).pathname.startsWith('/rest/v1/')) {
        sender?.nudge();
      }
      return response;
    };
    server = createAdaptorServer({ fetch, overrideGlobalObjects: false }) as Server;
    port = await listen(server, config.port, config.host);
    ctx.publicUrl = process.env.API_EXTERNAL_URL || `http://${urlHost(config.host)}:${port}`;
  } catch (err) {
    await sender?.stop();
    await shutDownDatabase();
    throw err;
  }
  sender.nudge();

  const url = ctx.publicUrl;
  if (!config.quiet) printBanner(url, keys, opened.location, opened.applied);

  let stopping: Promise<void> | undefined;
  return {
    url,
    port,
    anonKey: keys.anonKey,
    serviceKey: keys.serviceKey,
    jwtSecret: keys.jwtSecret,
    stop() {
      stopping ??= close(server)
        .then(() => sender?.stop())
        .then(shutDownDatabase);
      return stopping;
    },
  };
}
