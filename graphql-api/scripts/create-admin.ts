// `npm run create-admin -- --email owner@shop.in --password 'S3cure@pass' [--name "Owner"]`
// Creates an admin account, or makes an existing account admin with the new password. Uses the
// same database as `npm start` (DATABASE_URL, or the embedded one under DATA_DIR).
import 'reflect-metadata';
import { parseArgs } from 'node:util';
import { MikroORM } from '@mikro-orm/postgresql';
import { validateEmail, validatePassword, validateUserName } from '@threadline/domain';
import { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/database.js';
import { ormConfig } from '../src/db/mikro-orm.config.js';
import { upsertAccount } from '../src/db/seed/seed.js';
import { Role } from '../src/modules/users/user.entity.js';

const { values } = parseArgs({
  options: { email: { type: 'string' }, password: { type: 'string' }, name: { type: 'string', default: 'Administrator' } },
});
const email = values.email?.trim() ?? '';
const password = values.password ?? '';
const problems = [validateEmail(email), validatePassword(password), validateUserName(values.name ?? '')].filter(Boolean);
if (!values.email || !values.password || problems.length) {
  console.error('Usage: npm run create-admin -- --email <email> --password <password> [--name <name>]');
  for (const problem of problems) console.error(`  ${problem}`);
  process.exit(2);
}

const config = loadConfig();
const database = await openDatabase(config, () => {});
const orm = await MikroORM.init(ormConfig(database.url));
try {
  await orm.migrator.up();
  const user = await upsertAccount(orm.em.fork(), { role: Role.ADMIN, userName: values.name!, email, password });
  console.log(`Admin account ready: ${user.email}`);
} finally {
  await orm.close();
  await database.stop();
}
