#!/bin/sh
# BullMQ needs every key kept (noeviction); appendfsync everysec loses at most a second on power loss.
# REDIS_PASSWORD_FILE in place of REDIS_PASSWORD reads it from a file (a Docker or Swarm secret).
set -eu
if [ -n "${REDIS_PASSWORD_FILE:-}" ]; then
  [ -z "${REDIS_PASSWORD:-}" ] || { echo "Set REDIS_PASSWORD or REDIS_PASSWORD_FILE, not both" >&2; exit 1; }
  REDIS_PASSWORD=$(cat "$REDIS_PASSWORD_FILE") || { echo "REDIS_PASSWORD_FILE: cannot read $REDIS_PASSWORD_FILE" >&2; exit 1; }
fi
set -- redis-server --bind 0.0.0.0 --protected-mode no --dir /data \
  --appendonly yes --appendfsync everysec --save 300 1 --maxmemory-policy noeviction "$@"
if [ -n "${REDIS_PASSWORD:-}" ]; then
  set -- "$@" --requirepass "$REDIS_PASSWORD"
fi
exec "$@"
