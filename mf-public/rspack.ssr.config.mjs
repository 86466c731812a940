import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServerRenderConfig } from '@hanyu/mf-config';

const dir = path.dirname(fileURLToPath(import.meta.url));

/** The server render of the public pages (see src/ssr.tsx), written to dist/ssr. */
export default createServerRenderConfig({
  dir,
  name: 'mf_public',
  kind: 'remote',
  entry: './src/ssr.ts',
  define: { __HANYU_BUILD__: process.env.HANYU_BUILD_LABEL ?? 'main' },
});
