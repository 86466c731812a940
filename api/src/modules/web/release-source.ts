import path from 'node:path';
import type { ReleaseFiles } from '../releases/index.ts';
import {
  type FederationManifest,
  parseManifest,
  parseServerManifest,
  type ServerManifest,
} from './remote-manifest.ts';
import type { BuildSource } from './server-build.ts';

/** `/releases/<remote>/<version>/<file>`: a release's file, served from the file store. */
export const RELEASE_URL =
  /^\/releases\/(mf-[a-z0-9]+(?:-[a-z0-9]+)*)\/([A-Za-z0-9][A-Za-z0-9._-]{0,63})\/(.+)$/;

/**
 * The build of a recorded release, read from the file store (`releases/<remote>/<version>/…`). A release never
 * changes: its manifests are read once.
 */
export class ReleaseBuildSource implements BuildSource {
  readonly id: string;
  readonly #files: ReleaseFiles;
  readonly #prefix: string;
  #manifest: Promise<FederationManifest | null> | null = null;
  #serverManifest: Promise<ServerManifest | null> | null = null;

  constructor(files: ReleaseFiles, remote: string, version: string) {
    this.#files = files;
    this.#prefix = `releases/${remote}/${version}`;
    this.id = this.#prefix;
  }

  async #text(name: string): Promise<string | null> {
    const bytes = await this.#files.get(`${this.#prefix}/${name}`);
    return bytes ? new TextDecoder().decode(bytes) : null;
  }

  manifest(): Promise<FederationManifest | null> {
    if (!this.#manifest) {
      const reading = this.#text('mf-manifest.json').then((text) => (text ? parseManifest(text) : null));
      // Only a manifest read is kept: a miss or a failure (the store unreachable) is asked again next time.
      this.#manifest = reading.then(
        (manifest) => {
          if (!manifest) this.#manifest = null;
          return manifest;
        },
        () => {
          this.#manifest = null;
          return null;
        },
      );
    }
    return this.#manifest;
  }

  serverManifest(): Promise<ServerManifest | null> {
    if (!this.#serverManifest) {
      const reading = this.#text('ssr/ssr-manifest.json').then((text) =>
        text ? parseServerManifest(text) : null,
      );
      // A failed read (the store unreachable) is tried again next time.
      reading.catch(() => {
        this.#serverManifest = null;
      });
      this.#serverManifest = reading;
    }
    return this.#serverManifest;
  }

  async file(name: string): Promise<Uint8Array> {
    const file = path.posix.normalize(`ssr/${name}`);
    if (file.startsWith('../') || path.posix.isAbsolute(file))
      throw new Error(`${name} is outside the release`);
    const bytes = await this.#files.get(`${this.#prefix}/${file}`);
    if (!bytes) throw new Error(`${this.#prefix}/${file} is missing`);
    return bytes;
  }
}
