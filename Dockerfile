# syntax=docker/dockerfile:1
# One build for the whole workspace; each process is a target of the runtime image and runs
# exactly what `npm run serve` runs (PROCESS_ENTRIES in tools/stack/stack.ts; a test compares).

FROM node:20-bookworm-slim AS build
WORKDIR /app
ENV NX_DAEMON=false NX_NO_CLOUD=true
# argon2 is compiled from source against Node's own headers (see docs/decisions.md).
RUN apt-get update \
  && apt-get install -y --no-install-recommends g++ make python3 \
  && rm -rf /var/lib/apt/lists/*
# The npm that wrote the lock file: it honours package.json's allowScripts (npm 10 would run
# every install script).
RUN npm install -g npm@11.19.1
ENV npm_config_nodedir=/usr/local
COPY package.json package-lock.json ./
COPY apps/api/package.json apps/api/
COPY apps/projector/package.json apps/projector/
COPY apps/web/package.json apps/web/
COPY libs/domain/package.json libs/domain/
COPY libs/validation/package.json libs/validation/
COPY libs/event-store/package.json libs/event-store/
COPY libs/runtime/package.json libs/runtime/
COPY libs/read-models/package.json libs/read-models/
COPY tools/package.json tools/
RUN npm ci --no-audit --no-fund
COPY . .
# Builds the libraries too; @lens/runtime writes the fingerprints of every value in this tree,
# which production checks its secrets against (.dockerignore keeps local .env files out).
RUN npx nx run-many -t build -p @lens/api @lens/projector @lens/web

# The contract tests against EventStoreDB (docker compose --profile test run --rm integration).
FROM build AS integration
CMD ["node", "node_modules/jest/bin/jest.js", "-c", "libs/event-store/jest.config.js"]

# Production dependencies only, and what the processes run: no sources, no tools, no tests.
FROM build AS production-files
RUN npm prune --omit=dev --no-audit --no-fund \
  && mkdir -p /out/apps /out/libs \
  && cp -a package.json node_modules /out/ \
  && for app in api projector; do \
       mkdir -p /out/apps/$app && cp -a apps/$app/package.json apps/$app/dist apps/$app/migrations /out/apps/$app/; \
     done \
  && mkdir -p /out/apps/web && cp -a apps/web/package.json apps/web/dist apps/web/server /out/apps/web/ \
  && rm -f /out/apps/web/server/*.spec.ts \
  && for lib in domain validation event-store runtime read-models; do \
       mkdir -p /out/libs/$lib && cp -a libs/$lib/package.json libs/$lib/dist /out/libs/$lib/; \
     done \
  && cp -a libs/event-store/migrations /out/libs/event-store/

FROM node:20-bookworm-slim AS runtime
WORKDIR /app
ENV NODE_ENV=production
COPY --from=production-files /out /app
RUN mkdir -p /app/var && chown node:node /app/var
USER node

FROM runtime AS api
ENV HOST=0.0.0.0
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=5s --start-period=30s --retries=6 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health').then((r)=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "apps/api/dist/main.js"]

FROM runtime AS worker
ENV HEARTBEAT_FILE=/tmp/heartbeat
HEALTHCHECK --interval=10s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "libs/runtime/dist/healthcheck.js", "/tmp/heartbeat"]
CMD ["node", "apps/api/dist/worker.js"]

FROM runtime AS projector
ENV HEARTBEAT_FILE=/tmp/heartbeat
HEALTHCHECK --interval=10s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "libs/runtime/dist/healthcheck.js", "/tmp/heartbeat"]
CMD ["node", "apps/projector/dist/main.js", "run"]

# One-shot: migrations, then ZIP centroids and the practice list (never the demo seed).
FROM runtime AS reference-data
CMD ["node", "apps/api/dist/reference-data.js"]

FROM runtime AS web
ENV WEB_HOST=0.0.0.0
EXPOSE 8080
HEALTHCHECK --interval=10s --timeout=5s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.WEB_PORT||8080)+'/healthz').then((r)=>process.exit(r.ok?0:1),()=>process.exit(1))"]
CMD ["node", "apps/web/server/main.js"]
