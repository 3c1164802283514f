# syntax=docker/dockerfile:1
# Sitewright: one image for every role (`--role api|site|worker`, or everything in one process).
# Build:  docker build -t sitewright .
# Run:    docker run -p 3000:3000 -v sitewright-data:/data sitewright          (embedded database)
#         docker compose up                                                   (the scale-out arrangement, compose.yaml)

ARG NODE_IMAGE=node:24-bookworm-slim

# ── build: every dependency, the admin app and the server bundle ──────────────────────────────
FROM ${NODE_IMAGE} AS build
WORKDIR /app
# The manifests first, so the dependency layer is reused while only sources change.
COPY package.json package-lock.json .npmrc ./
COPY apps/server/package.json apps/server/
COPY apps/admin/package.json apps/admin/
COPY packages/contract/package.json packages/contract/
COPY packages/blocks/package.json packages/blocks/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# ── deps: the server's production dependencies only (no admin, test or build tooling) ─────────
FROM ${NODE_IMAGE} AS deps
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY apps/server/package.json apps/server/
COPY apps/admin/package.json apps/admin/
COPY packages/contract/package.json packages/contract/
COPY packages/blocks/package.json packages/blocks/
COPY e2e/package.json e2e/
COPY bench/package.json bench/
RUN npm ci --omit=dev --workspace @sitewright/server --no-audit --no-fund && npm cache clean --force

# ── runtime: the production build on the image's own Node 24, as an unprivileged user ─────────
FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    # The V8 settings heap-settings.ts would otherwise start the process again to apply.
    NODE_OPTIONS="--max-semi-space-size=8 --optimize-for-size" \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
COPY --from=deps /app ./
# What the bundle reads beside itself: migrations, template artwork, the admin build.
COPY --from=build /app/apps/server/dist apps/server/dist
COPY --from=build /app/apps/server/drizzle apps/server/drizzle
COPY --from=build /app/apps/server/templates apps/server/templates
COPY --from=build /app/apps/admin/dist apps/admin/dist
RUN mkdir -p /data && chown node:node /data
USER node
# The embedded database, uploads on the disk driver, the mail/SMS outbox and upload temp files.
VOLUME /data
EXPOSE 3000
# Liveness only: readiness (/readyz) is for the balancer, which should stop sending traffic to a
# process whose database is away rather than have it restarted.
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
ENTRYPOINT ["node", "apps/server/dist/server.js"]
