import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServerRenderConfig } from '@hanyu/mf-config';

const dir = path.dirname(fileURLToPath(import.meta.url));

/** The server render of the shell's frame around public pages (see src/ssr.tsx), written to dist/ssr. */
export default createServerRenderConfig({ dir, name: 'shell', kind: 'host', entry: './src/ssr.tsx' });
