import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { userInfo } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  COUPON_CODE_MAX_LENGTH,
  COUPON_CODE_PATTERN,
  COUPON_MIN_AMOUNT_MAX_YUAN,
  COUPON_PER_USER_LIMIT_MAX,
  OPERATOR_ADJUSTMENT_MAX_MINOR,
  OPERATOR_NOTE_MAX_LENGTH,
  yuanText,
} from '@hanyu/contract';
import type { Kysely } from 'kysely';
import * as v from 'valibot';
import type { Database } from '../db/schema.ts';
import {
  canary,
  endCanary,
  listReleases,
  promote,
  publishRelease,
  type RegistryChange,
  type ReleaseFiles,
  ReleaseRefusal,
  type RunningShell,
  readReleaseBuild,
  registryHistory,
  registryRows,
  rollback,
} from '../modules/releases/index.ts';
import { isOperator } from '../modules/users/index.ts';
import {
  adjustWallet,
  createCoupon,
  findOperatedUser,
  grantOperator,
  revokeOperator,
  walletOverview,
} from './operator.service.ts';

/** `npm run operator -- --help`. */
export const OPERATOR_USAGE = `Usage: npm run operator -- <command> [options]

  credit  --email E --yuan Y --operator E [--note TEXT] [--key KEY]
          Credits a wallet with a payment received offline (bill type 3).
  deduct  --email E --yuan Y --operator E [--note TEXT] [--key KEY]
          Takes money out of a wallet (bill type 4); never below zero.
          --operator names the operator's account (see grant), recorded on the transfer. --key makes a
          retry safe: the same key never moves the money twice (one is generated and printed when omitted).
  balance --email E
          The balance, the paying company's balance and the newest bills.
  coupon create --code CODE (--percent P | --fixed-yuan Y) [--min-yuan Y] [--per-user N]
          [--new-users-only] [--from ISO] [--until ISO] [--course ID]
  grant   --email E
          Makes the account an operator: it may then use these commands and the /api/operator endpoints.
  revoke  --email E

  release list [REMOTE]
          Recorded releases and the live registry: what is live per remote, its canary and share.
  release publish REMOTE --dir DIST --contract VERSION [--version V] [--by NAME]
          Records the build in DIST as an immutable release (npm run release -- REMOTE does this after
          building and testing the remote alone); refused when it does not fit the running shell.
  release promote REMOTE VERSION [--by NAME]
          Makes the release live for every visitor.
  release canary REMOTE VERSION --share PERCENT [--by NAME]
          Shows the release to PERCENT of visitors (sticky per visitor) and to the cookie
          hanyu_canary=REMOTE@VERSION.
  release end-canary REMOTE [--by NAME]
  release rollback REMOTE [--by NAME]
          Puts back the release live before the current one was promoted, and ends any canary.
  release history REMOTE
          Every change of the remote's registry: who, what, when, before and after.
          --by names who made the change (default: the system user). Every API process picks a change up
          within seconds.

Amounts in yuan with at most two decimals. Uses DATABASE_URL, or the embedded database in DATA_DIR.`;

/** A parsed command line, ready to run. Amounts in minor units (fen). */
export type OperatorCommand =
  | { name: 'help' }
  | {
      name: 'credit' | 'deduct';
      email: string;
      amountMinor: number;
      operatorEmail: string;
      note: string | undefined;
      idempotencyKey: string;
      keyGenerated: boolean;
    }
  | { name: 'balance' | 'grant' | 'revoke'; email: string }
  | { name: 'release list'; remote: string | undefined }
  | { name: 'release history'; remote: string }
  | {
      name: 'release publish';
      remote: string;
      dir: string;
      contract: string;
      version: string | undefined;
      by: string;
    }
  | { name: 'release promote'; remote: string; version: string; by: string }
  | { name: 'release canary'; remote: string; version: string; share: number; by: string }
  | { name: 'release end-canary' | 'release rollback'; remote: string; by: string }
  | {
      name: 'coupon create';
      code: string;
      discount: { type: 'percent' | 'fixed'; value: number };
      minAmountYuan: number;
      perUserLimit: number;
      newUsersOnly: boolean;
      startsAt: Date | undefined;
      endsAt: Date | undefined;
      courseId: string | undefined;
    };

/** A command line the CLI refuses, with what to fix. */
export class OperatorUsageError extends Error {
  override name = 'OperatorUsageError';
}

const Email = (flag: string) =>
  v.pipe(v.string(), v.trim(), v.toLowerCase(), v.email(`${flag} must be an email address`));
const Yuan = (flag: string) =>
  v.pipe(
    v.string(`${flag} is required`),
    v.regex(/^\d{1,9}(\.\d{1,2})?$/, `${flag} must be an amount in yuan such as 100 or 12.50`),
    v.transform(yuanToMinor),
    v.minValue(1, `${flag} must be more than zero`),
    v.maxValue(
      OPERATOR_ADJUSTMENT_MAX_MINOR,
      `${flag} must be at most ${OPERATOR_ADJUSTMENT_MAX_MINOR / 100} yuan`,
    ),
  );
const WholeNumber = (flag: string, min: number, max: number) =>
  v.pipe(
    v.string(),
    v.regex(/^\d{1,9}$/, `${flag} must be a whole number`),
    v.transform(Number),
    v.minValue(min, `${flag} must be from ${min} to ${max}`),
    v.maxValue(max, `${flag} must be from ${min} to ${max}`),
  );
const Instant = (flag: string) =>
  v.pipe(
    v.string(),
    v.isoTimestamp(`${flag} must be an ISO date-time with a time zone, e.g. 2026-12-01T00:00:00Z`),
    v.transform((value) => new Date(value)),
  );

const AdjustmentFlags = v.object({
  email: Email('--email'),
  yuan: Yuan('--yuan'),
  operator: Email('--operator'),
  note: v.optional(
    v.pipe(
      v.string(),
      v.maxLength(OPERATOR_NOTE_MAX_LENGTH, `--note has at most ${OPERATOR_NOTE_MAX_LENGTH} characters`),
    ),
  ),
  key: v.optional(
    v.pipe(v.string(), v.regex(/^[\w:.-]{1,255}$/, '--key has 1 to 255 letters, digits or _:.-')),
  ),
});
const UserFlags = v.object({ email: Email('--email') });
const CODE_RULE = `--code has 1 to ${COUPON_CODE_MAX_LENGTH} letters, digits, _ or -`;
const CouponFlags = v.pipe(
  v.object({
    code: v.pipe(
      v.string('--code is required'),
      v.regex(COUPON_CODE_PATTERN, CODE_RULE),
      v.maxLength(COUPON_CODE_MAX_LENGTH, CODE_RULE),
    ),
    percent: v.optional(WholeNumber('--percent', 1, 100)),
    'fixed-yuan': v.optional(Yuan('--fixed-yuan')),
    'min-yuan': v.optional(WholeNumber('--min-yuan', 0, COUPON_MIN_AMOUNT_MAX_YUAN), '0'),
    'per-user': v.optional(WholeNumber('--per-user', 1, COUPON_PER_USER_LIMIT_MAX), '1'),
    'new-users-only': v.optional(v.boolean(), false),
    from: v.optional(Instant('--from')),
    until: v.optional(Instant('--until')),
    course: v.optional(v.pipe(v.string(), v.regex(/^[1-9]\d{0,17}$/, '--course must be a course id'))),
  }),
  v.check(
    (flags) => (flags.percent === undefined) !== (flags['fixed-yuan'] === undefined),
    'Give exactly one of --percent and --fixed-yuan',
  ),
  v.check(
    (flags) => !flags.from || !flags.until || flags.from < flags.until,
    '--from must be before --until',
  ),
);

function yuanToMinor(text: string): number {
  const [whole = '0', fraction = ''] = text.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** A missing flag reads as such; every other issue carries its own message. */
function issueMessage(issue: v.GenericIssue): string {
  const key = issue.path?.[0]?.key;
  return issue.input === undefined && typeof key === 'string' ? `--${key} is required` : issue.message;
}

function validate<S extends v.GenericSchema>(schema: S, values: unknown): v.InferOutput<S> {
  const result = v.safeParse(schema, values);
  if (!result.success) throw new OperatorUsageError(result.issues.map(issueMessage).join('\n'));
  return result.output;
}

const FLAGS = {
  email: { type: 'string' },
  yuan: { type: 'string' },
  operator: { type: 'string' },
  note: { type: 'string' },
  key: { type: 'string' },
  code: { type: 'string' },
  percent: { type: 'string' },
  'fixed-yuan': { type: 'string' },
  'min-yuan': { type: 'string' },
  'per-user': { type: 'string' },
  'new-users-only': { type: 'boolean' },
  from: { type: 'string' },
  until: { type: 'string' },
  course: { type: 'string' },
  help: { type: 'boolean', short: 'h' },
  dir: { type: 'string' },
  contract: { type: 'string' },
  version: { type: 'string' },
  share: { type: 'string' },
  by: { type: 'string' },
} as const;

const RELEASE_ARITY: Record<string, number> = {
  list: 0,
  history: 1,
  publish: 1,
  promote: 2,
  canary: 2,
  'end-canary': 1,
  rollback: 1,
};

function releaseCommand(positionals: string[], flags: Record<string, unknown>): OperatorCommand {
  const [, action = '', ...rest] = positionals;
  const arity = RELEASE_ARITY[action];
  if (arity === undefined) throw new OperatorUsageError(`Unknown command "release ${action}"; see --help`);
  if (action === 'list' ? rest.length > 1 : rest.length !== arity) {
    throw new OperatorUsageError(
      `release ${action} takes ${arity === 2 ? 'REMOTE VERSION' : 'REMOTE'}; see --help`,
    );
  }
  const [remote = '', version = ''] = rest;
  const by = typeof flags.by === 'string' && flags.by.trim() ? flags.by.trim().slice(0, 200) : systemUser();
  switch (action) {
    case 'list':
      return { name: 'release list', remote: rest[0] };
    case 'history':
      return { name: 'release history', remote };
    case 'publish': {
      if (typeof flags.dir !== 'string') throw new OperatorUsageError('--dir is required');
      if (typeof flags.contract !== 'string') throw new OperatorUsageError('--contract is required');
      return {
        name: 'release publish',
        remote,
        dir: flags.dir,
        contract: flags.contract,
        version: typeof flags.version === 'string' ? flags.version : undefined,
        by,
      };
    }
    case 'promote':
      return { name: 'release promote', remote, version, by };
    case 'canary': {
      const share =
        typeof flags.share === 'string' && /^\d{1,3}$/.test(flags.share) ? Number(flags.share) : Number.NaN;
      if (!(share >= 0 && share <= 100))
        throw new OperatorUsageError('--share must be a whole number from 0 to 100');
      return { name: 'release canary', remote, version, share, by };
    }
    default:
      return { name: action === 'rollback' ? 'release rollback' : 'release end-canary', remote, by };
  }
}

function systemUser(): string {
  try {
    return userInfo().username || 'operator';
  } catch {
    return process.env.USER || 'operator';
  }
}

/** Reads a command line (after `npm run operator --`); throws OperatorUsageError with what is wrong. */
export function parseOperatorArgs(argv: readonly string[]): OperatorCommand {
  let parsed: ReturnType<typeof parseArgs<{ options: typeof FLAGS; allowPositionals: true }>>;
  try {
    parsed = parseArgs({ args: [...argv], options: FLAGS, allowPositionals: true, strict: true });
  } catch (error) {
    throw new OperatorUsageError((error as Error).message);
  }
  const { values, positionals } = parsed;
  const name = positionals.join(' ');
  if (values.help || name === '' || name === 'help') return { name: 'help' };
  const { help: _, ...flags } = values;
  if (positionals[0] === 'release') return releaseCommand(positionals, flags);
  if (name === 'credit' || name === 'deduct') {
    const input = validate(AdjustmentFlags, flags);
    return {
      name,
      email: input.email,
      amountMinor: input.yuan,
      operatorEmail: input.operator,
      note: input.note,
      idempotencyKey: input.key ?? `operator-${name}-${randomUUID()}`,
      keyGenerated: input.key === undefined,
    };
  }
  if (name === 'balance' || name === 'grant' || name === 'revoke') {
    return { name, email: validate(UserFlags, flags).email };
  }
  if (name === 'coupon create') {
    const input = validate(CouponFlags, flags);
    return {
      name,
      code: input.code,
      discount:
        input.percent === undefined
          ? { type: 'fixed', value: input['fixed-yuan'] as number }
          : { type: 'percent', value: input.percent },
      minAmountYuan: input['min-yuan'],
      perUserLimit: input['per-user'],
      newUsersOnly: input['new-users-only'],
      startsAt: input.from,
      endsAt: input.until,
      courseId: input.course,
    };
  }
  throw new OperatorUsageError(`Unknown command "${name}"; see --help`);
}

/** The operator a command line names: an account granted the role, since it is recorded as the actor. */
async function operatorIdByEmail(db: Kysely<Database>, email: string): Promise<number> {
  const { id } = await findOperatedUser(db, { email });
  if (!(await isOperator(db, id))) {
    throw new OperatorUsageError(
      `${email} is not an operator; grant it first: npm run operator -- grant --email ${email}`,
    );
  }
  return id;
}

const signedYuan = (minor: number) => `${minor > 0 ? '+' : ''}${yuanText(minor)}`;

/** How many of the newest bills `balance` prints. */
const BALANCE_BILLS = 10;

type ReleaseCommand = Extract<OperatorCommand, { name: `release ${string}` }>;

function isReleaseCommand(command: OperatorCommand): command is ReleaseCommand {
  return command.name.startsWith('release ');
}

/** What the release commands need besides the database. */
export interface ReleaseContext {
  files: ReleaseFiles;
  /** The running shell's shared singletons and the server's contract version. */
  running(): Promise<RunningShell>;
  /** Tells every API process that the registry changed (Redis); absent without Redis (they poll). */
  announce?(): Promise<void>;
}

function changeLine(change: RegistryChange): string {
  const state = (s: RegistryChange['after']) =>
    `live ${s.live ?? 'built-in'}${s.canary ? `, canary ${s.canary} at ${s.share}%` : ''}`;
  return `${change.at.toISOString()}  #${change.revision} ${change.action} by ${change.actor}: ${state(change.before)} → ${state(change.after)}`;
}

async function runReleaseCommand(
  db: Kysely<Database>,
  command: ReleaseCommand,
  context: ReleaseContext | undefined,
): Promise<string[]> {
  if (!context) throw new ReleaseRefusal('release commands need the file store');
  switch (command.name) {
    case 'release list': {
      const [releases, rows] = await Promise.all([listReleases(db, command.remote), registryRows(db)]);
      const live = rows.filter((row) => !command.remote || row.remote === command.remote);
      return [
        'Live registry (remotes not listed serve their built-in build):',
        ...(live.length === 0 ? ['  (none)'] : []),
        ...live.map(
          (row) =>
            `  ${row.remote}: live ${row.live ?? 'built-in'}${row.canary ? `, canary ${row.canary} at ${row.share}%` : ''} (revision ${row.revision})`,
        ),
        'Releases:',
        ...(releases.length === 0 ? ['  (none)'] : []),
        ...releases.map(
          (release) =>
            `  ${release.remote} ${release.version}  ${release.createdAt.toISOString()}  by ${release.createdBy}`,
        ),
      ];
    }
    case 'release history':
      return (await registryHistory(db, command.remote)).map(changeLine);
    case 'release publish': {
      const packageJson = JSON.parse(
        await readFile(path.join(command.dir, '..', 'package.json'), 'utf8').catch(() => '{}'),
      ) as { version?: string };
      const build = await readReleaseBuild(command.remote, command.dir, {
        packageVersion: packageJson.version ?? '0.0.0',
        contract: command.contract,
        ...(command.version ? { version: command.version } : {}),
      });
      const { created } = await publishRelease(db, context.files, build, await context.running(), command.by);
      const { remote, version } = build.manifest;
      return [
        `${created ? 'Released' : 'Already released'}: ${remote} ${version} (${Object.keys(build.manifest.files).length} files)`,
        `  canary: npm run operator -- release canary ${remote} ${version} --share 10`,
        `  promote: npm run operator -- release promote ${remote} ${version}`,
      ];
    }
    case 'release promote':
    case 'release canary':
    case 'release end-canary':
    case 'release rollback': {
      const change =
        command.name === 'release promote'
          ? await promote(db, command.remote, command.version, await context.running(), command.by)
          : command.name === 'release canary'
            ? await canary(
                db,
                command.remote,
                command.version,
                command.share,
                await context.running(),
                command.by,
              )
            : command.name === 'release rollback'
              ? await rollback(db, command.remote, command.by)
              : await endCanary(db, command.remote, command.by);
      await context.announce?.();
      return [changeLine(change)];
    }
  }
}

/** Runs a command; answers the lines to print. Refusals (no such user, not enough balance…) throw. */
export async function runOperatorCommand(
  db: Kysely<Database>,
  command: OperatorCommand,
  releases?: ReleaseContext,
): Promise<string[]> {
  if (isReleaseCommand(command)) return runReleaseCommand(db, command, releases);
  switch (command.name) {
    case 'help':
      return [OPERATOR_USAGE];
    case 'balance': {
      const wallet = await walletOverview(db, { email: command.email }, { bills: BALANCE_BILLS });
      return [
        `${wallet.user.email}: ${yuanText(wallet.balance_minor)} yuan`,
        ...(wallet.company_balance_minor === null
          ? []
          : [`Paid for by a company whose balance is ${yuanText(wallet.company_balance_minor)} yuan`]),
        ...wallet.bills.list.map(
          (bill) =>
            `  ${bill.created_at}  bill ${bill.id}  type ${bill.type}  ${signedYuan(bill.amount)}  ` +
            `→ ${yuanText(bill.balance_after)}${bill.description ? `  ${bill.description}` : ''}`,
        ),
      ];
    }
    case 'grant': {
      const { user, granted } = await grantOperator(db, { email: command.email });
      return [`${user.email} ${granted ? 'is now' : 'was already'} an operator`];
    }
    case 'revoke': {
      const { user, revoked } = await revokeOperator(db, { email: command.email });
      return [`${user.email} ${revoked ? 'is no longer' : 'was not'} an operator`];
    }
    case 'credit':
    case 'deduct': {
      const { adjustment, replayed } = await adjustWallet(
        db,
        command.name === 'credit' ? 'credit' : 'deduction',
        {
          user: { email: command.email },
          operatorId: await operatorIdByEmail(db, command.operatorEmail),
          amountMinor: command.amountMinor,
          note: command.note,
          idempotencyKey: command.idempotencyKey,
        },
      );
      return [
        ...(command.keyGenerated ? [`Idempotency key: ${command.idempotencyKey} (pass --key to retry)`] : []),
        `${replayed ? 'Already done, nothing moved: transfer' : 'Transfer'} ${adjustment.transfer_id}: ` +
          `${signedYuan(adjustment.amount_minor)} yuan, ` +
          `${adjustment.user.email} now has ${yuanText(adjustment.balance_minor)} yuan`,
      ];
    }
    case 'coupon create': {
      const coupon = await createCoupon(db, {
        code: command.code,
        discountType: command.discount.type,
        discountValue: command.discount.value,
        startsAt: command.startsAt ?? null,
        endsAt: command.endsAt ?? null,
        courseId: command.courseId ?? null,
        minAmountYuan: command.minAmountYuan,
        perUserLimit: command.perUserLimit,
        newUsersOnly: command.newUsersOnly,
      });
      const off =
        coupon.discount_type === 'percent'
          ? `${coupon.discount_value}% off`
          : `${yuanText(coupon.discount_value)} yuan off`;
      return [`Coupon ${coupon.code} (id ${coupon.id}): ${off}`];
    }
  }
}
