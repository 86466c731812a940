// A render thread (render-pool.ts): renders pages with the shell's and the remotes' server builds, off the
// thread that answers the API. The render's API calls go back to that thread over the task's MessagePort, where
// they are answered in-process (server-render.ts `injectFetch`) as on the main thread.
import type { MessagePort } from 'node:worker_threads';
import type { RenderedApp, RenderedRedirect } from '@hanyu/contract';
import {
  type ApiAnswer,
  type ApiCall,
  importBuild,
  NO_REMOTE,
  type RenderTask,
  type RenderTaskResult,
  SERVER_SHARED_GLOBAL,
  type ShellRenderModule,
} from './render-task.ts';

/** `fetch` for a render whose calls are answered on the other side of `port`. */
function fetchOver(port: MessagePort): typeof fetch {
  let next = 0;
  const waiting = new Map<number, (answer: ApiAnswer) => void>();
  port.on('message', (answer: ApiAnswer) => {
    waiting.get(answer.id)?.(answer);
    waiting.delete(answer.id);
  });
  return async (input, init) => {
    const request = new Request(input, init);
    const id = next++;
    const bodyless = request.method === 'GET' || request.method === 'HEAD';
    const call: ApiCall = {
      id,
      method: request.method,
      url: request.url,
      headers: [...request.headers],
      ...(bodyless ? {} : { body: await request.text() }),
    };
    const answer = await new Promise<ApiAnswer>((resolve, reject) => {
      const abort = () => {
        waiting.delete(id);
        reject(request.signal.reason);
      };
      if (request.signal.aborted) return abort();
      request.signal.addEventListener('abort', abort, { once: true });
      waiting.set(id, (value) => {
        request.signal.removeEventListener('abort', abort);
        resolve(value);
      });
      port.postMessage(call);
    });
    return new Response(answer.body, { status: answer.status, headers: answer.headers });
  };
}

/** One page rendered (piscina calls this for each task). */
export default async function renderPage({
  task,
  port,
}: {
  task: RenderTask;
  port: MessagePort;
}): Promise<RenderTaskResult> {
  const skips: RenderTaskResult['skips'] = [];
  try {
    const shell = (await importBuild(task.shell)) as Partial<ShellRenderModule> | null;
    if (typeof shell?.renderApp !== 'function' || !shell.shared || typeof shell.shared !== 'object') {
      return { page: null, skips: [{ reason: 'no valid shell server build' }] };
    }
    // The remote's build takes the shell's React, router and state as it loads (SERVER_SHARED_MODULES).
    (globalThis as Record<string, unknown>)[SERVER_SHARED_GLOBAL] = shell.shared;
    const remote = task.remote ? await importBuild(task.remote) : NO_REMOTE;
    if (!remote || !Array.isArray(remote.routes)) {
      return { page: null, skips: [{ reason: 'no valid remote server build' }] };
    }
    const page: RenderedApp | RenderedRedirect | null = await shell.renderApp(
      new Request(task.url, { headers: task.cookie ? { cookie: task.cookie } : {} }),
      {
        remote,
        registry: task.registry,
        fetch: fetchOver(port),
        timeoutMs: task.timeoutMs,
        onSkip: (reason, error) =>
          skips.push({ reason, ...(error === undefined ? {} : { error: String(error) }) }),
      },
    );
    return { page, skips };
  } finally {
    port.close();
  }
}
