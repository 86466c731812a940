import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServerRenderConfig } from '@hanyu/mf-config';

const dir = path.dirname(fileURLToPath(import.meta.url));

/** The server build of this remote's routes (see src/ssr.ts, docs/server-render.md), written to dist/ssr. */
export default createServerRenderConfig({
  dir,
  name: 'mf_service_centre',
  kind: 'remote',
  entry: './src/ssr.ts',
});
