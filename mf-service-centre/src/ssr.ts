// This remote's server build (rspack.ssr.config.mjs → dist/ssr/ssr.mjs): its routes, which the shell's server
// render places under its layouts and renders with the visitor's session (docs/server-render.md).
export { init, routes } from './routes.tsx';
