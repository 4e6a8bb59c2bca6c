# RecordGate's server as a container image (docs/operations.md, "Running it as a service").
#   docker build -t recordgate . && docker run -p 8080:8080 -v recordgate-data:/data recordgate
# The build stage packs the workspace packages; the image installs those tarballs alone, as a
# stranger installs them from npm, so it carries no sources, tests or development tools.
FROM node:24-bookworm-slim AS build
WORKDIR /src
COPY . .
RUN npm ci --no-audit --no-fund \
  && npm run build \
  && mkdir /packages \
  && npm pack --workspaces --pack-destination /packages

FROM node:24-bookworm-slim
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=8080 \
    DATABASE_URL=/data/recordgate.sqlite \
    FILES_DIRECTORY=/data/files \
    PATH=/opt/recordgate/node_modules/.bin:$PATH
WORKDIR /opt/recordgate
COPY --from=build /packages /tmp/packages
# No install scripts: the native SQLite driver ships its binaries inside its package.
RUN echo '{"private":true}' > package.json \
  && npm install --omit=dev --ignore-scripts --no-audit --no-fund /tmp/packages/*.tgz \
  && npm cache clean --force \
  && rm -rf /tmp/packages \
  && mkdir /data \
  && chown node:node /data
USER node
WORKDIR /data
VOLUME ["/data"]
EXPOSE 8080
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/health`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
ENTRYPOINT ["recordgate"]
CMD ["serve"]
