import { MikroORM } from '@mikro-orm/postgresql';
import { afterAll, beforeAll } from 'vitest';
import { ormConfig } from '../src/db/mikro-orm.config.js';
import { migrationsList } from '../src/db/migrations/index.js';
import { createTestDatabase } from './harness.js';

/** The name of the migration listed just before `migration` in migrationsList. */
export function migrationBefore(migration: string): string {
  const index = migrationsList.findIndex((listed) => listed.name === migration);
  if (index < 1) throw new Error(`${migration} is not in migrationsList after another migration`);
  return migrationsList[index - 1]!.name;
}

/**
 * For a test of one migration: a fresh database migrated up to the migration before
 * `migration`, made before the suite's tests and dropped after them. The tests write rows as
 * they stood, then run the migration (`database.orm.migrator.up({ to: migration })`).
 */
export function useDatabaseBeforeMigration(migration: string): { readonly orm: MikroORM } {
  let orm: MikroORM | undefined;
  let drop: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    const database = await createTestDatabase();
    drop = database.drop;
    orm = await MikroORM.init(ormConfig(database.url));
    await orm.migrator.up({ to: migrationBefore(migration) });
  });
  afterAll(async () => {
    await orm?.close();
    await drop?.();
  });
  return {
    get orm() {
      if (!orm) throw new Error('The database is made in beforeAll: use it inside a test');
      return orm;
    },
  };
}
