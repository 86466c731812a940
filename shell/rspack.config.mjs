import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createFederatedConfig, DEV_PORTS } from '@hanyu/mf-config';

const dir = path.dirname(fileURLToPath(import.meta.url));

/** In development each remote runs its own dev server. */
const devRegistry = {
  remotes: {
    mf_public: {
      manifest: `http://localhost:${DEV_PORTS['mf-public']}/mf-manifest.json`,
      prefixes: ['', 'about', 'group', 'live', 'video', 'pub', 'i', 'p', 't', 'learning/level'],
    },
    mf_passport: {
      manifest: `http://localhost:${DEV_PORTS['mf-passport']}/mf-manifest.json`,
      prefixes: ['passport'],
    },
    mf_booking: {
      manifest: `http://localhost:${DEV_PORTS['mf-booking']}/mf-manifest.json`,
      prefixes: ['book', 'checkout', 'top-up', 'redirect'],
    },
    mf_user_center: {
      manifest: `http://localhost:${DEV_PORTS['mf-user-center']}/mf-manifest.json`,
      prefixes: ['user'],
    },
    mf_teacher: {
      manifest: `http://localhost:${DEV_PORTS['mf-teacher']}/mf-manifest.json`,
      prefixes: ['teach', 'user/timetable', 'module/teacher', 'module/user'],
    },
    mf_classroom: {
      manifest: `http://localhost:${DEV_PORTS['mf-classroom']}/mf-manifest.json`,
      prefixes: ['learning/live', 'learning/group', 'module/live', 'learning/courseware', 'module/im'],
    },
    mf_video_learning: {
      manifest: `http://localhost:${DEV_PORTS['mf-video-learning']}/mf-manifest.json`,
      prefixes: ['learning/video'],
    },
    mf_service_centre: {
      manifest: `http://localhost:${DEV_PORTS['mf-service-centre']}/mf-manifest.json`,
      prefixes: ['service-centre'],
    },
  },
};

export default createFederatedConfig({
  dir,
  name: 'shell',
  kind: 'host',
  port: DEV_PORTS.shell,
  devJson: { '/registry.json': devRegistry },
});
