#!/bin/sh
# BullMQ needs every key kept (noeviction); appendfsync everysec loses at most a second on power loss.
set -eu
set -- redis-server --bind 0.0.0.0 --protected-mode no --dir /data \
  --appendonly yes --appendfsync everysec --save 300 1 --maxmemory-policy noeviction "$@"
if [ -n "${REDIS_PASSWORD:-}" ]; then
  set -- "$@" --requirepass "$REDIS_PASSWORD"
fi
exec "$@"
