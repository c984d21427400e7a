# syntax=docker/dockerfile:1
# One image build for the whole workspace; each process is a target of it.

FROM node:20-bookworm-slim AS build
WORKDIR /app
ENV NX_DAEMON=false NX_NO_CLOUD=true
COPY package.json package-lock.json ./
COPY apps/api/package.json apps/api/
COPY apps/projector/package.json apps/projector/
COPY apps/web/package.json apps/web/
COPY libs/domain/package.json libs/domain/
COPY libs/validation/package.json libs/validation/
COPY libs/event-store/package.json libs/event-store/
COPY tools/package.json tools/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npx nx run-many -t build -p @lens/api @lens/projector @lens/web

FROM node:20-bookworm-slim AS runtime
WORKDIR /app
ENV NODE_ENV=production HOST=0.0.0.0
COPY --from=build /app /app
RUN mkdir -p /app/var && chown -R node:node /app/var
USER node

FROM runtime AS api
EXPOSE 3000
CMD ["node", "apps/api/dist/main.js"]

FROM runtime AS seed
CMD ["node", "apps/api/dist/demo-seed.js"]

FROM runtime AS worker
CMD ["node", "apps/api/dist/worker.js"]

FROM runtime AS projector
CMD ["node", "apps/projector/dist/main.js", "run"]

FROM runtime AS web
EXPOSE 8080
CMD ["node", "apps/web/server/main.js"]

# Runs the adapter contract tests against EventStoreDB and the Kafka relay test.
FROM build AS integration
CMD ["node", "node_modules/jest/bin/jest.js", "-c", "libs/event-store/jest.config.js"]
