# syntax=docker/dockerfile:1
# The Hanyu API with the shell and every remote built beside it: one image, run as many times as the
# deployment needs processes (deploy/compose.yaml runs two behind haproxy). docs/deploy.md lists its settings.
#   docker build -t hanyu .
#   docker run -p 3000:3000 -e DATABASE_URL=postgres://… -e REDIS_URL=redis://… hanyu

# The repo's runtime: package.json "engines" asks for Node >= 22.22.
ARG NODE_IMAGE=node:22-bookworm-slim

# 1. Everything installed (dev dependencies too) and everything built: the API's dist, the shell, the remotes.
FROM ${NODE_IMAGE} AS build
WORKDIR /app
ENV CI=true NPM_CONFIG_UPDATE_NOTIFIER=false TURBO_TELEMETRY_DISABLED=1
COPY . .
RUN npm ci --no-audit --no-fund
RUN npx turbo run build --output-logs=errors-only

# 2. The API's production dependencies alone, from the same lockfile. Workspace packages (@hanyu/*) are
# bundled into api/dist by rspack; every other import resolves from node_modules at run time.
FROM ${NODE_IMAGE} AS runtime-deps
WORKDIR /app
ENV NPM_CONFIG_UPDATE_NOTIFIER=false
COPY --from=build /app/package.json /app/package-lock.json ./
COPY --from=build /app/api/package.json api/package.json
COPY --from=build /app/packages packages
RUN for dir in shell mf-booking mf-classroom mf-passport mf-public mf-service-centre mf-teacher \
      mf-user-center mf-video-learning e2e bench; do mkdir -p "$dir"; done
COPY --from=build /app/shell/package.json shell/package.json
COPY --from=build /app/mf-booking/package.json mf-booking/package.json
COPY --from=build /app/mf-classroom/package.json mf-classroom/package.json
COPY --from=build /app/mf-passport/package.json mf-passport/package.json
COPY --from=build /app/mf-public/package.json mf-public/package.json
COPY --from=build /app/mf-service-centre/package.json mf-service-centre/package.json
COPY --from=build /app/mf-teacher/package.json mf-teacher/package.json
COPY --from=build /app/mf-user-center/package.json mf-user-center/package.json
COPY --from=build /app/mf-video-learning/package.json mf-video-learning/package.json
COPY --from=build /app/e2e/package.json e2e/package.json
COPY --from=build /app/bench/package.json bench/package.json
# --ignore-scripts: the root's postinstall edits the lockfile (not wanted here); sharp and argon2 come as
# prebuilt platform packages and need no install script. npm still links the workspaces the API names
# (@hanyu/mf-config among its dev dependencies) and installs their dependencies: about 100 MB of rspack and
# TypeScript that the server never imports (285 MB of node_modules in all, measured with this command).
RUN npm ci --omit=dev --workspace @hanyu/api --no-audit --no-fund --ignore-scripts \
  && rm -rf packages shell mf-* e2e bench /root/.npm

# 3. What runs: Node, the production dependencies, the built API with its migrations and seed assets,
# and the built shell and remotes it serves and renders. No sources, no compilers, not root.
FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production PORT=3000 HOST=0.0.0.0 DATA_DIR=/data
WORKDIR /app
COPY --from=runtime-deps /app/package.json ./package.json
COPY --from=runtime-deps /app/node_modules ./node_modules
COPY --from=build /app/api/package.json api/package.json
COPY --from=build /app/api/dist api/dist
COPY --from=build /app/api/migrations api/migrations
COPY --from=build /app/api/seed/assets api/seed/assets
COPY --from=build /app/shell/dist shell/dist
COPY --from=build /app/mf-booking/dist mf-booking/dist
COPY --from=build /app/mf-classroom/dist mf-classroom/dist
COPY --from=build /app/mf-passport/dist mf-passport/dist
COPY --from=build /app/mf-public/dist mf-public/dist
COPY --from=build /app/mf-service-centre/dist mf-service-centre/dist
COPY --from=build /app/mf-teacher/dist mf-teacher/dist
COPY --from=build /app/mf-user-center/dist mf-user-center/dist
COPY --from=build /app/mf-video-learning/dist mf-video-learning/dist
# The image's `node` user (uid 1000) owns only DATA_DIR; the code is read-only to it.
RUN mkdir -p /data && chown node:node /data
USER node
WORKDIR /app/api
EXPOSE 3000
STOPSIGNAL SIGTERM
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "dist/server.js"]
