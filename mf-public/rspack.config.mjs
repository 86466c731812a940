import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createFederatedConfig, DEV_PORTS } from '@hanyu/mf-config';

const dir = path.dirname(fileURLToPath(import.meta.url));

export default createFederatedConfig({
  dir,
  name: 'mf_public',
  kind: 'remote',
  port: DEV_PORTS['mf-public'],
  exposes: { './routes': './src/routes.tsx' },
  // Tells builds apart when one is served beside another (a canary, a rollback).
  define: { __HANYU_BUILD__: process.env.HANYU_BUILD_LABEL ?? 'main' },
});
