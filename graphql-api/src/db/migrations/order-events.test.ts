import { describe, expect, it } from 'vitest';
import { useDatabaseBeforeMigration } from '../../../test/database-before-migration.js';

// The migration that gives due jobs a generic subject keeps every job written before it, each
// about the order it held a key to, and the rule of one PENDING job of a kind per subject.

const ORDER_EVENTS = 'Migration20261127130000';

describe(`migration ${ORDER_EVENTS}`, () => {
  const database = useDatabaseBeforeMigration(ORDER_EVENTS);

  const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

  it('moves each due job onto its order as subject, and still allows one pending job of a kind per subject', async () => {
    const sql = (query: string, values: unknown[] = []) => database.orm.em.getConnection().execute(query, values);
    await sql(`insert into app_user (id, created_at, updated_at, user_name, email, password_hash) values (?, now(), now(), 'Asha', 'asha@example.com', 'x')`, [id(1)]);
    for (const n of [2, 3]) {
      await sql(
        `insert into customer_order (id, created_at, updated_at, user_id, status, payment_method, payment_status, type, total_paise,
                                     address_address, address_city, address_pincode, address_phone, address_notes)
         values (?, now(), now(), ?, 'orderPlaced', 'paypal', 'pending', 'regular', 49900, '4 Lake View', 'Kolkata', '700001', '9123456780', '')`,
        [id(n), id(1)],
      );
    }
    await sql(`insert into due_job (id, created_at, updated_at, kind, order_id, due_at, status) values (?, now(), now(), 'EXPIRE_CHECKOUT', ?, now(), 'PENDING')`, [id(10), id(2)]);
    await sql(`insert into due_job (id, created_at, updated_at, kind, order_id, due_at, status) values (?, now(), now(), 'EXPIRE_CHECKOUT', ?, now(), 'DONE')`, [id(11), id(3)]);

    await database.orm.migrator.up({ to: ORDER_EVENTS });

    const jobs = await sql('select id, kind, subject_kind, subject_id, status from due_job order by id');
    expect(jobs).toEqual([
      { id: id(10), kind: 'EXPIRE_CHECKOUT', subject_kind: 'order', subject_id: id(2), status: 'PENDING' },
      { id: id(11), kind: 'EXPIRE_CHECKOUT', subject_kind: 'order', subject_id: id(3), status: 'DONE' },
    ]);
    const insertPending = (job: number, subject: number) =>
      sql(`insert into due_job (id, created_at, updated_at, kind, subject_kind, subject_id, due_at, status) values (?, now(), now(), 'EXPIRE_CHECKOUT', 'order', ?, now(), 'PENDING')`, [
        id(job),
        id(subject),
      ]);
    await expect(insertPending(12, 2)).rejects.toThrow(/due_job_pending_unique/);
    await insertPending(13, 3);
  });
});
