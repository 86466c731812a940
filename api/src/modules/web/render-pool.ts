import { MessageChannel } from 'node:worker_threads';
import { Piscina } from 'piscina';
import type { ApiAnswer, ApiCall, RenderTask, RenderTaskResult } from './render-task.ts';

/**
 * Render threads (piscina): pages are rendered off the thread that answers the API, so a process uses more
 * than one core for its pages. Each thread renders many pages at once (a render mostly waits on its API
 * calls), and a render's API calls come back here over its MessagePort to be answered in-process.
 */
export class RenderPool {
  readonly #pool: Piscina;

  /** @param threads how many render threads (at least 1); `workerFile` is the built render-worker.js. */
  constructor(workerFile: URL, threads: number) {
    this.#pool = new Piscina({
      filename: workerFile.href,
      minThreads: threads,
      maxThreads: threads,
      idleTimeout: Number.POSITIVE_INFINITY,
      // Renders wait on their API calls most of the time: many at once per thread.
      concurrentTasksPerWorker: 64,
    });
  }

  /** Renders `task`; its API calls are answered by `api` (the app in-process, for this render). */
  async render(task: RenderTask, api: typeof fetch): Promise<RenderTaskResult> {
    const { port1, port2 } = new MessageChannel();
    port1.on('message', (call: ApiCall) => {
      void answer(api, call).then((reply) => port1.postMessage(reply));
    });
    try {
      return (await this.#pool.run({ task, port: port2 }, { transferList: [port2] })) as RenderTaskResult;
    } finally {
      port1.close();
    }
  }

  close(): Promise<void> {
    return this.#pool.destroy();
  }
}

async function answer(api: typeof fetch, call: ApiCall): Promise<ApiAnswer> {
  try {
    const response = await api(call.url, {
      method: call.method,
      headers: call.headers,
      ...(call.body === undefined ? {} : { body: call.body }),
    });
    return {
      id: call.id,
      status: response.status,
      headers: [...response.headers],
      body: await response.text(),
    };
  } catch {
    // As a network error would be: the render gives up, nobody is signed out.
    return { id: call.id, status: 503, headers: [], body: '' };
  }
}
