# syntax=docker/dockerfile:1
# Multi-stage build: compile everything with dev dependencies, then ship only what runs.

FROM node:20-bookworm-slim AS build
WORKDIR /app
# Manifests first, so dependency layers are reused while only source changes.
COPY package.json package-lock.json ./
COPY domain/package.json domain/
COPY graphql-api/package.json graphql-api/
COPY frontend/package.json frontend/
COPY e2e/package.json e2e/
RUN npm ci --no-audit --no-fund
COPY tsconfig.base.json tsconfig.json ./
COPY domain domain
COPY graphql-api graphql-api
COPY frontend frontend
RUN npm run build && npm prune --omit=dev --no-audit --no-fund

FROM node:20-bookworm-slim AS runtime
ENV NODE_ENV=production \
    PORT=4000 \
    HOST=0.0.0.0 \
    DATA_DIR=/data
WORKDIR /app
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules node_modules
COPY --from=build /app/domain/package.json domain/
COPY --from=build /app/domain/dist domain/dist
COPY --from=build /app/graphql-api/package.json graphql-api/
COPY --from=build /app/graphql-api/dist graphql-api/dist
COPY --from=build /app/frontend/dist frontend/dist
COPY --from=build /app/frontend/dist-server frontend/dist-server
COPY --from=build /app/frontend/package.json frontend/
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 4000
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 4000) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "graphql-api/dist/src/main.js"]
