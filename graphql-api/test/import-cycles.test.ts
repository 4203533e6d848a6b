import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { importCycles } from '../scripts/import-cycles.js';

/** A folder of TypeScript files, each given by its name and source. */
function sourceFolder(files: Record<string, string>): string {
  const folder = mkdtempSync(path.join(tmpdir(), 'threadline-cycles-'));
  writeFileSync(path.join(folder, 'tsconfig.json'), JSON.stringify({ compilerOptions: { module: 'nodenext', moduleResolution: 'nodenext' } }));
  for (const [name, source] of Object.entries(files)) writeFileSync(path.join(folder, name), source);
  return folder;
}

describe('the import-circle check that `npm run lint` runs', () => {
  it('finds a circle made of type-only imports, such as a scope and the services it names', async () => {
    const folder = sourceFolder({
      'scope.ts': "import type { Services } from './services.js';\nexport interface Scope { services: Services }\n",
      'services.ts': "import type { Scope } from './scope.js';\nexport interface Services { scope: Scope }\n",
      'leaf.ts': "import type { Scope } from './scope.js';\nexport type Leaf = Scope;\n",
    });
    expect(await importCycles(folder, path.join(folder, 'tsconfig.json'))).toEqual([['scope.ts', 'services.ts']]);
  });

  it('lets entities name each other for the ORM, and nothing else', async () => {
    const folder = sourceFolder({
      'order.entity.ts': "import { Line } from './line.entity.js';\nexport class Order { lines: Line[] = []; }\n",
      'line.entity.ts': "import { Order } from './order.entity.js';\nexport class Line { order?: Order; }\n",
      'orders.service.ts': "import { Order } from './order.entity.js';\nexport const make = () => new Order();\n",
    });
    expect(await importCycles(folder, path.join(folder, 'tsconfig.json'))).toEqual([]);
  });
});
