/**
 * The releases module's face: remotes shipped as immutable, versioned releases, and the live registry that says
 * which release each visitor gets (docs/releases.md). The web module serves them; the operator CLI records and
 * moves them.
 */

export {
  announceRegistryChange,
  CANARY_COOKIE,
  canaryBucket,
  chooseRelease,
  LiveRegistry,
  type LiveRegistryOptions,
  parseCanaryCookie,
  VISITOR_COOKIE,
} from './live-registry.ts';
export { isStoreKey, type ReleaseFiles, releaseFilesIn } from './release-files.ts';
export {
  incompatibilities,
  ReleaseBuildError,
  ReleaseManifest,
  type RunningShell,
  readReleaseBuild,
  refusalMessage,
  runningShellIn,
} from './release-manifest.ts';
export {
  canary,
  endCanary,
  listReleases,
  promote,
  publishRelease,
  RELEASES_URL_PREFIX,
  type RegistryChange,
  type RegistryRow,
  ReleaseRefusal,
  registryHistory,
  registryRows,
  releaseKey,
  rollback,
} from './releases.service.ts';
