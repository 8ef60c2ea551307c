# Leadline: built with the dev dependencies, run with the production dependencies and the built assets only.
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
# The website is prerendered with the owner's details (README, "Owner settings"); unset ones keep their defaults.
ARG VITE_SITE_NAME
ARG VITE_DEVELOPER_NAME
ARG VITE_CONTACT_EMAIL
ARG VITE_CONTACT_PHONE
ARG VITE_BOOKING_MONTH
ARG VITE_SLOTS_LEFT
ARG VITE_ANALYTICS_ID
ARG VITE_SOCIAL_GITHUB
ARG VITE_SOCIAL_LINKEDIN
ARG VITE_SOCIAL_X
# The privacy settings, built into the consent banner and /privacy; the server must run with the same
# (it refuses to start otherwise), so pass them at run time too.
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
# Only what the server and the CLI import at run time: the website is static files by now, and the
# server's build carries the tracker's vocabulary.
RUN npm ci --omit=dev --workspace @leadline/server --workspace @leadline/cli --no-audit --no-fund \
  && npm cache clean --force
COPY --from=build /app/packages/server/dist packages/server/dist
COPY --from=build /app/packages/cli/dist packages/cli/dist
COPY --from=build /app/packages/web/dist packages/web/dist
RUN chmod +x packages/cli/dist/index.js \
  && ln -s /app/packages/cli/dist/index.js /usr/local/bin/leadline \
  && mkdir -p -m 700 /app/data && chown node:node /app/data
USER node
# The embedded database's directory, used only when DATABASE_URL is unset (docker run without compose).
ENV DATA_DIR=/app/data
# JSON lines for the log collector, even under `docker run -t`.
ENV LOG_FORMAT=json
EXPOSE 3000
HEALTHCHECK --interval=5s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT || 3000}/api/health`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# node is PID 1 and handles SIGTERM itself: it stops listening, finishes requests in flight and closes the database.
# The V8 options of packages/server/src/node-flags.ts.
CMD ["node", "--max-semi-space-size=32", "packages/server/dist/main.js"]
