import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    // The domain package's TypeScript source, so tests never run against a stale build.
    alias: {
      '@threadline/domain': fileURLToPath(new URL('../domain/src/index.ts', import.meta.url)),
      // graphql 16 ships CommonJS (what Node loads) and an ESM build (what Vite prefers). Tests
      // must use the same copy as Apollo and type-graphql, or `instanceof GraphQLError` fails.
      graphql: fileURLToPath(new URL('../node_modules/graphql/index.js', import.meta.url)),
    },
  },
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['./test/global-setup.ts'],
    // Each file gets its own database, so files run in parallel safely.
    pool: 'forks',
    // Vitest's default is one worker fewer than the cores: a single worker on a 2-core machine. A test
    // file spends most of its time waiting on PostgreSQL and its own HTTP server, so two files at once
    // keep both cores busy (the API suite ran in 185 s instead of 215 s on a loaded 2-core machine).
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    // A worker runs its files one after another in one module registry: importing the app (Apollo,
    // type-graphql, MikroORM, the AWS SDK) again for each of ~100 files was over half the suite's
    // time (324 s against 152 s on 2 cores). Files share no state but the modules: each starts its
    // own app on its own database, and a file that fakes timers or spies restores them.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
