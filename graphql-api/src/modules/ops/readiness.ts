import type { MikroORM } from '@mikro-orm/postgresql';
import type { RequestHandler } from 'express';
import type { Logger } from 'pino';

// Liveness (/healthz) says the process answers; readiness (/readyz) says this instance can serve
// traffic now, so a load balancer sends it requests only then: the database answers, every
// migration is applied (an instance started against an older schema, or one still migrating,
// waits), and the object store takes requests when media live in one.

export const READINESS_PATH = '/readyz';

type CheckState = 'up' | 'down' | 'pending' | 'skipped';

export interface ReadinessDeps {
  orm: MikroORM;
  logger: Logger;
  /** The media storage; its `check()`, when it has one, throws while the store cannot be used. */
  media: { check?: () => Promise<void> };
  /** False once shutdown began: a draining instance is alive but takes no new traffic. */
  accepting?: () => boolean;
}

export function readinessCheck(deps: ReadinessDeps): RequestHandler {
  return async (_req, res) => {
    res.set('Cache-Control', 'no-store');
    const checks: Record<string, CheckState> = { database: 'down', migrations: 'down', media: 'skipped' };
    const problems: Record<string, string> = {};
    try {
      await deps.orm.em.getConnection().execute('select 1');
      checks.database = 'up';
      const pending = await deps.orm.migrator.getPendingMigrations();
      checks.migrations = pending.length === 0 ? 'up' : 'pending';
      if (pending.length) problems.migrations = `${pending.length} not applied`;
    } catch (error) {
      deps.logger.warn({ err: error }, 'readiness: database unreachable');
      problems.database = 'unreachable';
    }
    if (deps.media.check) {
      try {
        await deps.media.check();
        checks.media = 'up';
      } catch (error) {
        checks.media = 'down';
        deps.logger.warn({ err: error }, 'readiness: media storage unreachable');
        problems.media = 'unreachable';
      }
    }
    const draining = deps.accepting ? !deps.accepting() : false;
    const ready = !draining && Object.values(checks).every((state) => state === 'up' || state === 'skipped');
    res.status(ready ? 200 : 503).json({ status: ready ? 'ready' : draining ? 'stopping' : 'unavailable', checks, ...(Object.keys(problems).length ? { problems } : {}) });
  };
}
