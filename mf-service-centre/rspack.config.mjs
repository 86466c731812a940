import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createFederatedConfig, DEV_PORTS } from '@hanyu/mf-config';

const dir = path.dirname(fileURLToPath(import.meta.url));

export default createFederatedConfig({
  dir,
  name: 'mf_service_centre',
  kind: 'remote',
  port: DEV_PORTS['mf-service-centre'],
  exposes: { './routes': './src/routes.tsx' },
});
