// Writes schema.graphql at the repository root from the schema the server builds, so the
// committed file is exactly what clients get, @auth requirements included. CI regenerates it and fails when it differs.
import fs from 'node:fs/promises';
import path from 'node:path';
import { printSchemaWithDirectives } from '@graphql-tools/utils';
import { REPO_ROOT } from '../src/config.js';
import { graphqlSchema } from '../src/schema.js';

const HEADER = '# Generated from the API by `npm run schema:emit`; do not edit by hand.\n\n';

const target = path.join(REPO_ROOT, 'schema.graphql');
await fs.writeFile(target, HEADER + printSchemaWithDirectives(await graphqlSchema()) + '\n');
console.log(`Wrote ${path.relative(process.cwd(), target)}`);
