import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { ReleaseFiles } from './release-files.ts';
import {
  incompatibilities,
  RELEASE_VERSION,
  REMOTE_NAME,
  type ReleaseManifest,
  type RunningShell,
  refusalMessage,
} from './release-manifest.ts';

/** A release command refused, with what to do: the CLI prints the message alone. */
export class ReleaseRefusal extends Error {
  override name = 'ReleaseRefusal';
}

/** Where a release's files are in the store, and under which URL the server serves them. */
export const releaseKey = (remote: string, version: string, file = '') =>
  `releases/${remote}/${version}/${file}`.replace(/\/$/, '');
export const RELEASES_URL_PREFIX = '/releases';

/** One remote's row of the live registry, by version. */
export interface RegistryRow {
  remote: string;
  live: string | null;
  canary: string | null;
  share: number;
  revision: number;
}

export interface ReleaseRow {
  remote: string;
  version: string;
  createdAt: Date;
  createdBy: string;
}

function checkRemote(remote: string): void {
  if (!REMOTE_NAME.test(remote)) throw new ReleaseRefusal(`${remote} is not a remote's name (mf-…)`);
}

function checkVersion(version: string): void {
  if (!RELEASE_VERSION.test(version)) throw new ReleaseRefusal(`${version} is not a release version`);
}

/**
 * Records a release built by `readReleaseBuild`: refused when it cannot run with the running shell and server;
 * its files written to the store (under its own key, never overwritten: a release is immutable), its manifest
 * last, then its row. The same build recorded again is answered with the release already recorded.
 */
export async function publishRelease(
  db: Kysely<Database>,
  files: ReleaseFiles,
  release: { manifest: ReleaseManifest; bytes: Map<string, Uint8Array> },
  running: RunningShell,
  createdBy: string,
): Promise<{ created: boolean }> {
  const { manifest, bytes } = release;
  const reasons = incompatibilities(manifest, running);
  if (reasons.length > 0) throw new ReleaseRefusal(refusalMessage(manifest, reasons));
  const existing = await db
    .selectFrom('remote_releases')
    .select('manifest')
    .where('remote', '=', manifest.remote)
    .where('version', '=', manifest.version)
    .executeTakeFirst();
  if (existing) {
    // jsonb keeps an object's keys in its own order: compared file by file.
    const kept = (existing.manifest as ReleaseManifest).files;
    const same =
      Object.keys(kept).length === Object.keys(manifest.files).length &&
      Object.entries(manifest.files).every(([name, integrity]) => kept[name] === integrity);
    if (same) return { created: false };
    throw new ReleaseRefusal(
      `${manifest.remote} ${manifest.version} is already released with other files: releases are immutable, give a new version`,
    );
  }
  for (const [name, content] of bytes) {
    const key = releaseKey(manifest.remote, manifest.version, name);
    // A release half written by an earlier attempt: its files are the same content-checked bytes.
    await files.put(key, content);
  }
  await files.put(
    releaseKey(manifest.remote, manifest.version, 'release.json'),
    new TextEncoder().encode(JSON.stringify(manifest, null, 2)),
  );
  const inserted = await db
    .insertInto('remote_releases')
    .values({
      remote: manifest.remote,
      version: manifest.version,
      manifest: JSON.stringify(manifest),
      created_by: createdBy,
    })
    .onConflict((conflict) => conflict.columns(['remote', 'version']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return { created: Boolean(inserted) };
}

export async function listReleases(db: Kysely<Database>, remote?: string): Promise<ReleaseRow[]> {
  let query = db
    .selectFrom('remote_releases')
    .select(['remote', 'version', 'created_at', 'created_by'])
    .orderBy('remote')
    .orderBy('id', 'desc');
  if (remote) query = query.where('remote', '=', remote);
  const rows = await query.execute();
  return rows.map((row) => ({
    remote: row.remote,
    version: row.version,
    createdAt: new Date(row.created_at),
    createdBy: row.created_by,
  }));
}

/** The live registry: every remote's live and canary release. */
export async function registryRows(db: Kysely<Database> | Transaction<Database>): Promise<RegistryRow[]> {
  const rows = await db
    .selectFrom('remote_registry as r')
    .leftJoin('remote_releases as live', 'live.id', 'r.live_release_id')
    .leftJoin('remote_releases as canary', 'canary.id', 'r.canary_release_id')
    .select([
      'r.remote',
      'live.version as live',
      'canary.version as canary',
      'r.canary_share as share',
      'r.revision',
    ])
    .orderBy('r.remote')
    .execute();
  return rows.map((row) => ({
    remote: row.remote,
    live: row.live ?? null,
    canary: row.canary ?? null,
    share: Number(row.share),
    revision: Number(row.revision),
  }));
}

/** Whether `version` of `remote` is a recorded release (cookie overrides name only those). */
export async function releaseExists(db: Kysely<Database>, remote: string, version: string): Promise<boolean> {
  const row = await db
    .selectFrom('remote_releases')
    .select('id')
    .where('remote', '=', remote)
    .where('version', '=', version)
    .executeTakeFirst();
  return Boolean(row);
}

export interface RegistryChange {
  remote: string;
  revision: number;
  action: 'promote' | 'canary' | 'rollback' | 'end-canary';
  actor: string;
  before: { live: string | null; canary: string | null; share: number };
  after: { live: string | null; canary: string | null; share: number };
  at: Date;
}

export async function registryHistory(db: Kysely<Database>, remote: string): Promise<RegistryChange[]> {
  const rows = await db
    .selectFrom('remote_registry_changes')
    .selectAll()
    .where('remote', '=', remote)
    .orderBy('revision', 'desc')
    .execute();
  return rows.map((row) => ({
    remote: row.remote,
    revision: row.revision,
    action: row.action,
    actor: row.actor,
    before: row.before as RegistryChange['before'],
    after: row.after as RegistryChange['after'],
    at: new Date(row.created_at),
  }));
}

type State = RegistryChange['before'];

async function releaseId(
  trx: Transaction<Database>,
  remote: string,
  version: string,
): Promise<{ id: string; manifest: ReleaseManifest }> {
  const row = await trx
    .selectFrom('remote_releases')
    .select(['id', 'manifest'])
    .where('remote', '=', remote)
    .where('version', '=', version)
    .executeTakeFirst();
  if (!row)
    throw new ReleaseRefusal(`${remote} has no release ${version} (npm run release -- ${remote} first)`);
  return { id: row.id, manifest: row.manifest as ReleaseManifest };
}

/**
 * One change of a remote's registry row, in one transaction: the row locked (made when the remote has none),
 * the new state computed from the locked one, the row updated and the change appended with the next revision.
 * Two changes computed from the same revision cannot both commit (the audit row's unique (remote, revision)).
 */
async function change(
  db: Kysely<Database>,
  remote: string,
  action: RegistryChange['action'],
  actor: string,
  next: (trx: Transaction<Database>, before: State) => Promise<State>,
): Promise<RegistryChange> {
  checkRemote(remote);
  return db.transaction().execute(async (trx) => {
    await trx
      .insertInto('remote_registry')
      .values({ remote })
      .onConflict((conflict) => conflict.column('remote').doNothing())
      .execute();
    const locked = await trx
      .selectFrom('remote_registry')
      .select('revision')
      .where('remote', '=', remote)
      .forUpdate()
      .executeTakeFirstOrThrow();
    const current = (await registryRows(trx)).find((row) => row.remote === remote);
    const before: State = {
      live: current?.live ?? null,
      canary: current?.canary ?? null,
      share: current?.share ?? 0,
    };
    const after = await next(trx, before);
    const id = async (version: string | null) =>
      version ? (await releaseId(trx, remote, version)).id : null;
    const revision = Number(locked.revision) + 1;
    await trx
      .updateTable('remote_registry')
      .set({
        live_release_id: await id(after.live),
        canary_release_id: await id(after.canary),
        canary_share: after.share,
        revision,
        updated_at: sql`now()`,
      })
      .where('remote', '=', remote)
      .execute();
    const row = await trx
      .insertInto('remote_registry_changes')
      .values({
        remote,
        revision,
        action,
        actor,
        before: JSON.stringify(before),
        after: JSON.stringify(after),
      })
      .returning('created_at')
      .executeTakeFirstOrThrow();
    return { remote, revision, action, actor, before, after, at: new Date(row.created_at) };
  });
}

async function compatibleRelease(
  trx: Transaction<Database>,
  remote: string,
  version: string,
  running: RunningShell,
): Promise<void> {
  checkVersion(version);
  const { manifest } = await releaseId(trx, remote, version);
  const reasons = incompatibilities(manifest, running);
  if (reasons.length > 0) throw new ReleaseRefusal(refusalMessage(manifest, reasons));
}

/** Makes `version` the live release of `remote` for every visitor (it stops being the canary if it was). */
export function promote(
  db: Kysely<Database>,
  remote: string,
  version: string,
  running: RunningShell,
  actor: string,
): Promise<RegistryChange> {
  return change(db, remote, 'promote', actor, async (trx, before) => {
    await compatibleRelease(trx, remote, version, running);
    if (before.live === version) throw new ReleaseRefusal(`${remote} ${version} is already live`);
    const keepCanary = before.canary !== version && before.canary !== null;
    return { live: version, canary: keepCanary ? before.canary : null, share: keepCanary ? before.share : 0 };
  });
}

/** Shows `version` of `remote` to `share` percent of visitors (sticky per visitor) and to its override cookie. */
export function canary(
  db: Kysely<Database>,
  remote: string,
  version: string,
  share: number,
  running: RunningShell,
  actor: string,
): Promise<RegistryChange> {
  if (!Number.isInteger(share) || share < 0 || share > 100) {
    throw new ReleaseRefusal('--share must be a whole number from 0 to 100');
  }
  return change(db, remote, 'canary', actor, async (trx, before) => {
    await compatibleRelease(trx, remote, version, running);
    if (before.live === version)
      throw new ReleaseRefusal(`${remote} ${version} is already live: promote another`);
    return { live: before.live, canary: version, share };
  });
}

/** Ends `remote`'s canary: every visitor gets the live release. */
export function endCanary(db: Kysely<Database>, remote: string, actor: string): Promise<RegistryChange> {
  return change(db, remote, 'end-canary', actor, async (_trx, before) => {
    if (!before.canary) throw new ReleaseRefusal(`${remote} has no canary`);
    return { live: before.live, canary: null, share: 0 };
  });
}

/**
 * Puts back the release that was live before the current one was promoted (the latest promote that made it
 * live names it), and ends any canary. Without one, the built-in remote from disk is live again.
 */
export function rollback(db: Kysely<Database>, remote: string, actor: string): Promise<RegistryChange> {
  return change(db, remote, 'rollback', actor, async (trx, before) => {
    if (!before.live) throw new ReleaseRefusal(`${remote} has no live release to roll back`);
    const history = await trx
      .selectFrom('remote_registry_changes')
      .select(['before', 'after'])
      .where('remote', '=', remote)
      .where('action', '=', 'promote')
      .orderBy('revision', 'desc')
      .execute();
    const made = history.find((row) => {
      const [b, a] = [row.before as State, row.after as State];
      return a.live === before.live && b.live !== before.live;
    });
    const previous = made ? (made.before as State).live : null;
    return { live: previous, canary: null, share: 0 };
  });
}
