import type { Selectable } from 'kysely';
import type { DB, GroupReplays, Lessons, TopUps } from './schema.generated.ts';

/**
 * The names the app uses for the database's tables. The types themselves are generated from the migrated
 * database (schema.generated.ts: `npm run db:codegen --workspace @hanyu/api`; schema.test.ts fails when
 * they drift from the migrations).
 */
export type Database = DB;
export type GroupReplaysTable = GroupReplays;
export type TopUpsTable = TopUps;

export type LessonStatus = Selectable<Lessons>['status'];
