# Leadline: built with the dev dependencies; run with the production dependencies, the built server and
# CLI, and what building the website again from a mounted site folder needs.
# CI, which reaches no registry, passes a local stand-in with --build-arg NODE_IMAGE (docker/node/).
ARG NODE_IMAGE=node:24-bookworm-slim

FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/domain/package.json packages/domain/
COPY packages/tracker/package.json packages/tracker/
COPY packages/server/package.json packages/server/
COPY packages/cli/package.json packages/cli/
COPY packages/web/package.json packages/web/
RUN npm ci --no-audit --no-fund
COPY tsconfig.base.json tsconfig.json ./
COPY packages packages
# The owner's content and identity (SITE_DIR): the website is built from it.
COPY site site
# The privacy settings the pages state; at run time the container builds the pages again when its
# CONSENT_MODE or RETENTION_DAYS differ (docker/app/start.mjs), so these only save that first build.
ARG CONSENT_MODE
ARG RETENTION_DAYS
RUN npm run build

FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/domain/package.json packages/domain/
COPY packages/tracker/package.json packages/tracker/
COPY packages/server/package.json packages/server/
COPY packages/cli/package.json packages/cli/
COPY packages/web/package.json packages/web/
# The server's and the CLI's production dependencies, and what building the website needs (the web
# package's dependencies: the owner's site folder is mounted, and the pages are made from it at start).
RUN npm ci --omit=dev --workspace @leadline/server --workspace @leadline/cli --workspace @leadline/web \
  --no-audit --no-fund && npm cache clean --force
COPY --from=build /app/packages/server/dist packages/server/dist
COPY --from=build /app/packages/cli/dist packages/cli/dist
# The website's sources, to build it again from another site folder, and the image's own build of the
# example site (served as is while the mounted folder is the example).
COPY tsconfig.base.json tsconfig.json ./
COPY packages/domain packages/domain
COPY packages/tracker packages/tracker
COPY packages/web packages/web
COPY --from=build /app/packages/web/dist packages/web/dist
# The example site: served until the owner's folder is mounted at /app/site, and a copy to start from.
COPY site site
COPY site site-example
COPY docker/app/start.mjs docker/app/start.mjs
RUN chmod +x packages/cli/dist/index.js \
  && ln -s /app/packages/cli/dist/index.js /usr/local/bin/leadline \
  && mkdir -p -m 700 /app/data /app/site-build && chown node:node /app/data /app/site-build
USER node
# The embedded database's directory, used only when DATABASE_URL is unset (docker run without compose).
ENV DATA_DIR=/app/data
# The owner's site folder (mount yours here), and where the pages made from it are kept.
ENV SITE_DIR=/app/site
ENV SITE_BUILD_DIR=/app/site-build
# JSON lines for the log collector, even under `docker run -t`.
ENV LOG_FORMAT=json
EXPOSE 3000
HEALTHCHECK --interval=5s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT || 3000}/api/health`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# node is PID 1 and handles SIGTERM itself: it stops listening, finishes requests in flight and closes the database.
# The V8 options of packages/server/src/node-flags.ts. start.mjs makes the pages, then runs the server.
CMD ["node", "--max-semi-space-size=32", "docker/app/start.mjs"]
