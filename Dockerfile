# syntax=docker/dockerfile:1
# The app in one image: the web app and the server bundle are built in the first stage; the second
# holds only what the server runs (production dependencies, the prebuilt server, the migrations and
# the built web app, plus the TypeScript sources that the db:* and user:create commands run through
# tsx) and runs as the unprivileged `node` user. Data (the embedded database, uploads)
# goes to the /data volume; with DATABASE_URL and S3_* set, the container keeps nothing.

FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY tsconfig.json vite.config.ts vite.server.config.ts ./
COPY scripts ./scripts
COPY src ./src
RUN npm run build

FROM node:20-bookworm-slim AS runtime
WORKDIR /app
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data \
    WEB_DIST_DIR=/app/dist/web
COPY package.json package-lock.json ./
# tsx, which runs the db:* and user:create commands, is a production dependency.
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
COPY tsconfig.json ./
COPY drizzle ./drizzle
COPY src ./src
COPY --from=build /app/dist/web ./dist/web
COPY --from=build /app/dist/server ./dist/server
# The web app's server build: the device list and device pages are rendered with the catalogue.
COPY --from=build /app/dist/ssr ./dist/ssr
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME /data
EXPOSE 3000
# Ready: the database answers and its migrations are applied (a load balancer's check too).
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/ready').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# SIGTERM lets requests and the message being sent finish before the process exits.
CMD ["node", "--enable-source-maps", "dist/server/main.js"]
