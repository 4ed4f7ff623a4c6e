# One image for every service and the gateway; the command picks which one runs.
# docker compose builds it once and starts each service from it.
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY libs/contracts/package.json libs/contracts/
COPY libs/service-kit/package.json libs/service-kit/
COPY services/gateway/package.json services/gateway/
COPY services/rates/package.json services/rates/
COPY services/orders/package.json services/orders/
COPY services/identity/package.json services/identity/
COPY services/notifications/package.json services/notifications/
COPY frontend/package.json frontend/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev

FROM node:20-bookworm-slim
ENV NODE_ENV=production
WORKDIR /app
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/libs ./libs
COPY --from=build /app/services ./services
COPY --from=build /app/frontend/dist ./frontend/dist
USER node
# e.g. `node services/rates/dist/main.js`; compose sets the command per service.
CMD ["node", "services/gateway/dist/main.js"]
