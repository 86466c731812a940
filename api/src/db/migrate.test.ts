import { readdir } from 'node:fs/promises';
import { sql } from 'kysely';
import { everyTestDatabase, MIGRATIONS_DIR } from '../test/databases.ts';
import type { DatabaseHandle } from './database.ts';
import { migrate } from './migrate.ts';

describe.each(everyTestDatabase())('migrations on $name', (target) => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await target.open({ migrated: false });
  });
  afterAll(() => handle.close());

  it('applies every file once, in order, and records it', async () => {
    const files = (await readdir(MIGRATIONS_DIR)).filter((name) => name.endsWith('.sql')).sort();
    expect(files.length).toBeGreaterThanOrEqual(3);

    expect(await migrate(handle.db, MIGRATIONS_DIR)).toEqual(files);

    const recorded = await handle.db.selectFrom('schema_migrations').select('name').orderBy('name').execute();
    expect(recorded.map((row) => row.name)).toEqual(files);
  });

  it('is idempotent: a second run applies nothing and keeps the data', async () => {
    await handle.db
      .insertInto('translations')
      .values({ field_name: 'probe', model_id: 0, value_char: 'x', language_trans: 'en', languages: 'en' })
      .execute();

    expect(await migrate(handle.db, MIGRATIONS_DIR)).toEqual([]);

    const { count } = await handle.db
      .selectFrom('translations')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .executeTakeFirstOrThrow();
    expect(Number(count)).toBe(1);
  });

  it('creates the tables with the constraints the data relies on', async () => {
    const tables = await sql<{ table_name: string }>`
      select table_name from information_schema.tables
      where table_schema = current_schema() order by table_name
    `.execute(handle.db);
    expect(tables.rows.map((row) => row.table_name)).toEqual([
      'account_families',
      'account_link_requests',
      'assistant_teachers',
      'availability_exceptions',
      'calendar_feeds',
      'chat_conversations',
      'chat_members',
      'chat_messages',
      'classroom_attendance',
      'cms_pages',
      'company_users',
      'conversation_reports',
      'coupon_redemptions',
      'coupons',
      'course_skus',
      'course_tags',
      'courses',
      'courseware_pages',
      'deleted_accounts',
      'delivery_addresses',
      'enrolments',
      'exchange_rates',
      'favourites',
      'first_question_blocks',
      'first_question_days',
      'first_questions',
      'grants',
      'group_classes',
      'group_replays',
      'group_sessions',
      'idempotency_keys',
      'invite_codes',
      'invite_reward_settings',
      'invites',
      'ledger_accounts',
      'ledger_entries',
      'ledger_transfers',
      'lesson_disputes',
      'lesson_reminders',
      'lesson_reschedules',
      'lesson_time',
      'lesson_time_spends',
      'lessons',
      'mentor_plans',
      'notification_email_preferences',
      'notifications',
      'oauth_accounts',
      'oauth_states',
      'operator_audit_log',
      'operators',
      'orders',
      'org_invitations',
      'org_members',
      'organisations',
      'password_resets',
      'payment_notifications',
      'payment_sandbox_records',
      'payout_runs',
      'payouts',
      'post_tags',
      'posts',
      'promoter_kinds',
      'promoters',
      'promotion_click_hours',
      'promotion_clicks',
      'promotion_orders',
      'promotion_visitors',
      'rate_limits',
      'refund_requests',
      'remote_registry',
      'remote_registry_changes',
      'remote_releases',
      'review_rollups',
      'reviews',
      'schema_migrations',
      'tags',
      'teacher_availability',
      // A view (0043): the price of one lesson with a teacher, which the listing's price filter reads.
      'teacher_lesson_prices',
      'teacher_tags',
      'teachers',
      'textbook_deliveries',
      'top_ups',
      'translations',
      'user_profiles',
      'user_sessions',
      'users',
      'video_caption_cues',
      'video_clip_progress',
      'video_clips',
      'video_exercises',
      'video_lesson_items',
      'video_lessons',
      'video_practice_attempts',
      'video_practice_results',
      'video_words',
      'visitor_accounts',
      'wechat_bind_states',
    ]);

    await expect(
      handle.db
        .insertInto('translations')
        .values({ field_name: 'probe', model_id: 0, value_char: 'y', language_trans: 'en', languages: 'en' })
        .execute(),
    ).rejects.toThrow(/translations_field_model_language_key/);
    await expect(
      sql`insert into translations (field_name, value_char, language_trans, languages)
          values ('probe', 'z', 'fr', 'en')`.execute(handle.db),
    ).rejects.toThrow(/check constraint/);
    await expect(
      sql`insert into courses (slug, kind, level) values ('c', 'webinar', 'HSK 1')`.execute(handle.db),
    ).rejects.toThrow(/check constraint/);
    const course = await sql<{ id: string }>`
      insert into courses (slug, kind, level) values ('c', 'live', 'HSK 1') returning id`.execute(handle.db);
    const courseId = course.rows[0]?.id;
    const badItems = [
      // a negative price, no lessons, a zero-minute lesson, a currency other than CNY, a way
      // of delivery nobody offers, negative stock, a zero purchase limit
      sql`(${courseId}, 25, 10, -1, 'CNY', '{classroom}', null, null)`,
      sql`(${courseId}, 25, 0, 100, 'CNY', '{classroom}', null, null)`,
      sql`(${courseId}, 0, 10, 100, 'CNY', '{classroom}', null, null)`,
      sql`(${courseId}, 25, 10, 100, 'USD', '{classroom}', null, null)`,
      sql`(${courseId}, 25, 10, 100, 'CNY', '{zoom}', null, null)`,
      sql`(${courseId}, 25, 10, 100, 'CNY', '{classroom}', -1, null)`,
      sql`(${courseId}, 25, 10, 100, 'CNY', '{classroom}', null, 0)`,
    ];
    for (const values of badItems) {
      await expect(
        sql`insert into course_skus (course_id, lesson_minutes, lesson_count, price_minor, currency, delivery_ways, stock, purchase_limit)
            values ${values}`.execute(handle.db),
      ).rejects.toThrow(/check constraint/);
    }
    await expect(
      sql`insert into group_classes (course_id, capacity, min_head_count) values (${courseId}, 4, 5)`.execute(
        handle.db,
      ),
    ).rejects.toThrow(/check constraint/);
    await expect(sql`insert into tags (scope, key) values ('blog', 'x')`.execute(handle.db)).rejects.toThrow(
      /check constraint/,
    );
    await expect(
      sql`insert into exchange_rates (currency, rate, rate_date) values ('USD', 0, '2026-01-01')`.execute(
        handle.db,
      ),
    ).rejects.toThrow(/check constraint/);

    await handle.db.insertInto('users').values({ email: 'Ada@Example.com', password_hash: 'x' }).execute();
    await expect(
      handle.db.insertInto('users').values({ email: 'ada@example.COM', password_hash: 'x' }).execute(),
    ).rejects.toThrow(/users_email_lower_key/);
    await expect(sql`update users set grade = 'expert'`.execute(handle.db)).rejects.toThrow(
      /check constraint/,
    );
    await expect(sql`update users set hsk_level = 10`.execute(handle.db)).rejects.toThrow(/check constraint/);

    const [ada] = (await sql<{ id: string }>`select id from users`.execute(handle.db)).rows;
    await expect(
      sql`insert into lessons (teacher_user_id, student_user_id, course_id, starts_at, ends_at)
          values (${ada?.id}, ${ada?.id}, ${courseId}, '2026-01-01T10:00Z', '2026-01-01T10:00Z')`.execute(
        handle.db,
      ),
    ).rejects.toThrow(/check constraint/);
  });
});
