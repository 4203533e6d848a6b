// `npm run dev`: the API with reload on change (tsx watch) and Vite's dev server with hot reload,
// which proxies /graphql, /api and /media to the API. Ctrl-C stops both.
import { spawn } from 'node:child_process';

const children = [
  ['api', ['run', 'dev', '-w', '@threadline/graphql-api']],
  ['web', ['run', 'dev', '-w', '@threadline/frontend']],
].map(([name, args]) => {
  const child = spawn('npm', args, { stdio: ['ignore', 'pipe', 'pipe'], env: process.env });
  for (const stream of [child.stdout, child.stderr]) {
    stream.on('data', (chunk) => {
      for (const line of chunk.toString().split('\n')) if (line.trim()) process.stdout.write(`[${name}] ${line}\n`);
    });
  }
  child.on('exit', (code) => {
    console.log(`[${name}] exited with ${code}`);
    stopAll();
  });
  return child;
});

let stopping = false;
function stopAll() {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGINT');
}
process.on('SIGINT', stopAll);
process.on('SIGTERM', stopAll);
