import type { CourseKind, Lang } from '@hanyu/contract';
import type { ColumnType, Generated } from 'kysely';

/**
 * Table types for Kysely. Both drivers return bigint and numeric columns as strings (node-postgres
 * does by default, the PGlite driver is configured to match), timestamptz as Date.
 */
type Int8 = ColumnType<string, number | string | bigint, number | string | bigint>;
type GeneratedInt8 = ColumnType<string, never, never>;
type Numeric = ColumnType<string, number | string, number | string>;
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type UpdatedAt = ColumnType<Date, Date | string | undefined, Date | string>;

export interface SchemaMigrationsTable {
  name: string;
  applied_at: ColumnType<Date, Date | string | undefined, never>;
}

export interface TranslationsTable {
  id: GeneratedInt8;
  field_name: string;
  model_id: Int8;
  value_char: string;
  language_trans: Lang;
  languages: Lang;
  updated_at: UpdatedAt;
}

export interface TeachersTable {
  id: GeneratedInt8;
  slug: string;
  name: string;
  experience_years: number;
  languages: string[];
  rating: Numeric;
  lessons_taught: number;
  featured: Generated<boolean>;
  sort: Generated<number>;
  created_at: CreatedAt;
}

export interface CoursesTable {
  id: GeneratedInt8;
  slug: string;
  kind: CourseKind;
  level: string;
  lesson_count: number;
  lesson_minutes: number;
  price_minor: Int8;
  currency: string;
  cover: string | null;
  featured: Generated<boolean>;
  sort: Generated<number>;
  created_at: CreatedAt;
}

export interface UsersTable {
  id: GeneratedInt8;
  email: string;
  nick_name: Generated<string>;
  password_hash: string;
  time_zone: string | null;
  language: ColumnType<string | null, string | null | undefined, string | null>;
  utm_source: ColumnType<string | null, string | null | undefined, string | null>;
  utm_medium: ColumnType<string | null, string | null | undefined, string | null>;
  utm_campaign: ColumnType<string | null, string | null | undefined, string | null>;
  org_id: ColumnType<string | null, number | string | null | undefined, number | string | null>;
  created_at: CreatedAt;
}

export interface UserSessionsTable {
  token_hash: string;
  user_id: Int8;
  created_at: CreatedAt;
  expires_at: ColumnType<Date, Date | string, Date | string>;
}

export interface AuthAttemptsTable {
  id: GeneratedInt8;
  action: 'login' | 'register' | 'password' | 'reset';
  subject: string;
  succeeded: Generated<boolean>;
  created_at: ColumnType<Date, Date | string, never>;
}

export interface PasswordResetsTable {
  code_hash: string;
  user_id: Int8;
  created_at: ColumnType<Date, Date | string, never>;
  expires_at: ColumnType<Date, Date | string, never>;
  used_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export interface OAuthStatesTable {
  state_hash: string;
  provider: string;
  code_verifier: string;
  redirect_uri: string;
  created_at: ColumnType<Date, Date | string, never>;
  expires_at: ColumnType<Date, Date | string, never>;
}

export interface OAuthAccountsTable {
  provider: string;
  subject: string;
  user_id: Int8;
  created_at: CreatedAt;
}

export interface OrganisationsTable {
  id: GeneratedInt8;
  owner_id: Int8;
  name: Generated<string>;
  created_at: CreatedAt;
}

export interface OrgMembersTable {
  user_id: Int8;
  org_id: Int8;
  user_type: Generated<number>;
  created_at: CreatedAt;
}

export interface CompanyUsersTable {
  id: GeneratedInt8;
  user_id: Int8;
  company_user_id: Int8;
  show_name: string;
  share_type: number;
  created_at: CreatedAt;
}

export interface Database {
  schema_migrations: SchemaMigrationsTable;
  translations: TranslationsTable;
  teachers: TeachersTable;
  courses: CoursesTable;
  users: UsersTable;
  user_sessions: UserSessionsTable;
  auth_attempts: AuthAttemptsTable;
  password_resets: PasswordResetsTable;
  oauth_states: OAuthStatesTable;
  oauth_accounts: OAuthAccountsTable;
  organisations: OrganisationsTable;
  org_members: OrgMembersTable;
  company_users: CompanyUsersTable;
}
