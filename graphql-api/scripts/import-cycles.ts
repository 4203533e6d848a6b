// Fails when graphql-api/src has an import circle. A 25-file circle through the request scope
// (context.ts ↔ services.ts ↔ every service) grew with each new module before this check existed.
// Type-only imports count: they tie the same knot for the reader and the compiler. Entities naming
// each other for the ORM (a product and its size rows) are the model itself and are let through.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import madge from 'madge';

/** Circles of a folder's TypeScript files, each as the files it passes through, relative to the folder. */
export async function importCycles(folder: string, tsConfig: string): Promise<string[][]> {
  const graph = await madge(folder, { fileExtensions: ['ts'], tsConfig, detectiveOptions: { ts: { skipTypeImports: false } } });
  return graph.circular().filter((cycle) => !cycle.every((file) => file.endsWith('.entity.ts')));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const api = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const cycles = await importCycles(path.join(api, 'src'), path.join(api, 'tsconfig.json'));
  if (cycles.length > 0) {
    console.error(`graphql-api/src has ${cycles.length} import circle(s); break each (a types-only file, or one direction only):`);
    for (const cycle of cycles) console.error(`  ${[...cycle, cycle[0]].join(' -> ')}`);
    process.exit(1);
  }
  console.log('graphql-api/src: no import circle');
}
