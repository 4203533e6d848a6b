// `npm run build` for the frontend: the browser bundle (frontend/dist) and the server renderer
// (frontend/dist-server, imported by the API to render the storefront's pages).
//
// Always a production build, whatever NODE_ENV the shell has: `NODE_ENV=development npm start`
// must not ship React's development runtime (README lists development as NODE_ENV's default).
// Vite and its React plugin read NODE_ENV when they start, so it is set before Vite is loaded.
process.env.NODE_ENV = 'production';
const { build } = await import('vite');

await build({ mode: 'production' });
await build({ mode: 'production', build: { ssr: 'src/app/entry-server.tsx' } });
