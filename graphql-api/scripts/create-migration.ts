// Writes a migration for the difference between the entities and the schema the existing
// migrations build: starts a throwaway embedded PostgreSQL, applies every migration, diffs.
// Usage: npm run migration:create -w @threadline/graphql-api
import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs/promises';
import { MikroORM } from '@mikro-orm/postgresql';
import { startEmbeddedPostgres } from '../src/db/embedded-postgres.js';
import { ormConfig } from '../src/db/mikro-orm.config.js';

const scratch = await fs.mkdtemp(path.join(os.tmpdir(), 'threadline-migration-'));
const postgres = await startEmbeddedPostgres({ clusterDir: path.join(scratch, 'pg'), port: 0, persistent: false });
try {
  const orm = await MikroORM.init(ormConfig(postgres.url('postgres')));
  try {
    await orm.migrator.up();
    const result = await orm.migrator.createMigration(undefined, false, false);
    if (!result.fileName) {
      console.log('No changes: the migrations already match the entities.');
    } else {
      const name = result.fileName.replace(/\.ts$/, '');
      console.log(`Wrote src/db/migrations/${result.fileName}. Add it to src/db/migrations/index.ts:`);
      console.log(`  import { ${name} } from './${name}.js';`);
      console.log(`  { name: '${name}', class: ${name} },`);
    }
  } finally {
    await orm.close();
  }
} finally {
  await postgres.stop();
  await fs.rm(scratch, { recursive: true, force: true });
}
