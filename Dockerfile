# syntax=docker/dockerfile:1
# JobHunter: the compiled API server serving the built web app on one port (README "Production").
# Build: docker build -t jobhunter .   Run: see compose.yaml (PostgreSQL, two API instances, nginx).

# ---- build: every dependency, then `npm run build` (web app with Vite, server with tsup) ----------
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/shared/package.json packages/shared/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
RUN npm ci --no-audit --no-fund
COPY tsconfig.base.json ./
COPY packages/shared packages/shared
COPY apps/server apps/server
COPY apps/web apps/web
RUN npm run build

# ---- deps: the server's production dependencies only (no Vite, tsx, tsup, test tools) -------------
FROM node:20-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/shared/package.json packages/shared/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
RUN npm ci --omit=dev --workspace apps/server --no-audit --no-fund \
  && mkdir -p apps/server/node_modules \
  && npm cache clean --force

# ---- runtime: node, the compiled output and production node_modules, as the unprivileged user ----
FROM node:20-bookworm-slim
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
COPY --from=deps /app/node_modules node_modules
COPY --from=deps /app/apps/server/node_modules apps/server/node_modules
COPY package.json ./
COPY apps/server/package.json apps/server/
COPY --from=build /app/apps/server/dist apps/server/dist
COPY --from=build /app/apps/web/dist apps/web/dist
# The server-rendering build of the web app: self-contained (its dependencies bundled in).
COPY --from=build /app/apps/web/dist-ssr apps/web/dist-ssr
# DATA_DIR holds the embedded database (when DATABASE_URL is unset), uploads and mail files; a named
# volume mounted here starts out owned by `node`.
RUN mkdir -p /data/uploads && chown -R node:node /data
USER node
EXPOSE 3000
# Ready, not just alive: 503 while the database is unreachable or the instance is draining.
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/ready').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# SIGTERM starts the graceful shutdown (drain, finish requests, close); give it SHUTDOWN_TIMEOUT_SECONDS.
STOPSIGNAL SIGTERM
CMD ["node", "--enable-source-maps", "apps/server/dist/server.js"]
