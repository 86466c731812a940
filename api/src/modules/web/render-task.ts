import type { Registry, RenderedApp, RenderedRedirect } from '@hanyu/contract';

/** The shell's server build: the render, and the shared singletons it lends remotes' server builds. */
export interface ShellRenderModule {
  shared: Record<string, unknown>;
  renderApp(
    request: Request,
    options: {
      remote: unknown;
      registry: Registry;
      fetch: typeof fetch;
      timeoutMs?: number;
      onSkip?: (reason: string, error?: unknown) => void;
    },
  ): Promise<RenderedApp | RenderedRedirect | null>;
}

/** Where remotes' server builds find the shell's shared singletons (packages/mf-config SERVER_SHARED_GLOBAL). */
export const SERVER_SHARED_GLOBAL = '__HANYU_SERVER_SHARED__';

/** What renders a page no remote owns: the shell's routes alone (its not-found page). */
export const NO_REMOTE: Record<string, unknown> = { routes: [] };

/** A server build's module as the API's thread imported it: the file URL with the query naming its version. */
export interface BuildFile {
  href: string;
}

/** A page to render: the builds that render it, the request's URL and cookie, and what the render is given. */
export interface RenderTask {
  shell: BuildFile;
  /** null: a page no remote owns (the shell's not-found page). */
  remote: BuildFile | null;
  url: string;
  cookie: string | undefined;
  registry: Registry;
  timeoutMs: number;
}

export interface RenderTaskResult {
  page: RenderedApp | RenderedRedirect | null;
  /** Why the render left the page to the browser (logged where the task was asked for). */
  skips: Array<{ reason: string; error?: string }>;
}

/** An API call a render thread asks the API's thread to answer, and its answer. */
export interface ApiCall {
  id: number;
  method: string;
  url: string;
  headers: Array<[string, string]>;
  body?: string;
}
export interface ApiAnswer {
  id: number;
  status: number;
  headers: Array<[string, string]>;
  body: string;
}

/** Builds imported in this thread, by URL (the last ones: an ES module cannot be unloaded, but is let go of). */
const builds = new Map<string, Promise<Record<string, unknown> | null>>();
const MAX_BUILDS = 64;

/**
 * A server build's module, imported once per URL (left to Node, not bundled; the API's thread names a rebuilt
 * file with a new query). A build that fails to load is null: its pages render in the browser.
 */
export function importBuild(build: BuildFile): Promise<Record<string, unknown> | null> {
  let module = builds.get(build.href);
  if (!module) {
    module = import(/* webpackIgnore: true */ build.href).catch(() => null);
    if (builds.size >= MAX_BUILDS) builds.delete(builds.keys().next().value as string);
    builds.set(build.href, module);
  }
  return module;
}
