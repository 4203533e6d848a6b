// `npm run dev`: the API with reload on change (tsx watch), serving the storefront from its source
// through Vite's dev server in middleware mode (STOREFRONT_DEV=true): every page is rendered on the
// server as shoppers get it, and an edit reaches the browser by hot reload. One process, one port
// (PORT, 4000 by default). Ctrl-C stops it.
import { spawn } from 'node:child_process';

const child = spawn('npm', ['run', 'dev', '-w', '@threadline/graphql-api'], {
  stdio: 'inherit',
  env: { STOREFRONT_DEV: 'true', ...process.env },
});
child.on('exit', (code, signal) => {
  process.exitCode = code ?? (signal ? 1 : 0);
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (child.exitCode === null) child.kill(signal);
  });
}
