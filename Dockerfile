# One image for both services: it builds the whole workspace once; compose picks the command.
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY backend/package.json backend/
COPY gateway/package.json gateway/
COPY web/package.json web/
COPY e2e/package.json e2e/
COPY resilience/package.json resilience/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:20-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production
COPY --from=build /app /app
EXPOSE 4000 4001
CMD ["node", "scripts/start.mjs"]
