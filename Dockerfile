# syntax=docker/dockerfile:1
# The production image: `docker build -t dealer-blocks .`, or `docker compose up` for the demo on PostgreSQL.
# Stage 1 installs everything and builds (Vite client and editor, esbuild server); stage 2 keeps only the
# production dependencies, the builds and the files the server reads at run time, and runs as a non-root user.

FROM node:20-bookworm-slim AS build
WORKDIR /app
# npm 11, as the project uses (npm 10 cannot install Vite 8's dependency tree).
RUN npm install -g npm@11 --no-audit --no-fund
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund --ignore-scripts
COPY . .
RUN npm run build && npm prune --omit=dev --no-audit --no-fund

FROM node:20-bookworm-slim AS runtime
ENV NODE_ENV=production \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
# Read at run time: migrations, the sign-in page's CSS, the postcodes file of the postcode search and the demo
# content an empty database is seeded from.
# The renderer's CSS is in dist/client (the Vite build and its manifest, docs/decisions/019).
COPY --from=build /app/server/db/migrations ./server/db/migrations
COPY --from=build /app/server/auth/pages/auth.css ./server/auth/pages/auth.css
COPY --from=build /app/server/stock/reference/au-postcodes.csv ./server/stock/reference/au-postcodes.csv
COPY --from=build /app/fixtures ./fixtures
COPY --from=build /app/templates/thumbnails ./templates/thumbnails
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 3000
VOLUME ["/data"]
HEALTHCHECK --interval=15s --timeout=3s --start-period=60s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"
# SIGTERM reaches node directly (no shell in between), so a stop drains requests in flight.
CMD ["node", "--enable-source-maps", "dist/server/main.js"]
