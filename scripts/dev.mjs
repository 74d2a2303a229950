// `npm run dev`: the API with reload on change (port 3001) behind Vite's dev server (port 3000).
import { spawn } from 'node:child_process';

const apiPort = process.env.API_PORT ?? '3001';
// The API restarts when its code, a game file or an About article changes, so a new or edited game
// gets its routes and its check at once; in development a broken game file is left out, not fatal.
const watched = ['schemas/games/*.json', 'schemas/*.schema.json', 'content/about/*.md'].flatMap((glob) => ['--include', glob]);
const children = [
  spawn('npx', ['tsx', 'watch', ...watched, 'src/server/server.ts'], {
    stdio: 'inherit',
    // No grace period: a restart for an edit should not wait for load balancers that are not there.
    env: { NODE_ENV: 'development', SHUTDOWN_GRACE_SECONDS: '0', ...process.env, PORT: apiPort, HOST: '127.0.0.1' },
  }),
  spawn('npx', ['vite', '--port', process.env.PORT ?? '3000'], {
    stdio: 'inherit',
    env: { ...process.env, API_PROXY_TARGET: `http://127.0.0.1:${apiPort}` },
  }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
children.forEach((child) =>
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  }),
);
