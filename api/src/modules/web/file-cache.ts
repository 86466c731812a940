import { readFile, stat } from 'node:fs/promises';

/**
 * Parsed file contents, re-read only when the file's mtime or size changes: a rebuilt remote or
 * shell is picked up on the next request without restarting the server.
 */
export class FileCache<T> {
  readonly #parse: (text: string) => T;
  readonly #entries = new Map<string, { mtimeMs: number; size: number; value: T }>();

  constructor(parse: (text: string) => T) {
    this.#parse = parse;
  }

  /** The parsed file, or null when it is missing or does not parse. */
  async get(file: string): Promise<T | null> {
    try {
      const info = await stat(file);
      const cached = this.#entries.get(file);
      if (cached && cached.mtimeMs === info.mtimeMs && cached.size === info.size) return cached.value;
      const value = this.#parse(await readFile(file, 'utf8'));
      this.#entries.set(file, { mtimeMs: info.mtimeMs, size: info.size, value });
      return value;
    } catch {
      this.#entries.delete(file);
      return null;
    }
  }
}
