import { stopOnSignal } from './lifecycle';

// Run by lifecycle.test.ts: a command with a backend and a server to stop, as `pnpm start` has.
const lifecycle = stopOnSignal();
lifecycle.add(() => console.log('backend stopped'));
lifecycle.add(() => new Promise<void>((done) => setTimeout(() => (console.log('server stopped'), done()), 10)));
setInterval(() => {}, 1000);
console.log('ready');
