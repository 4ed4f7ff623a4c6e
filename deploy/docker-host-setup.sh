#!/usr/bin/env bash
# Makes a Debian or Ubuntu host ready to build and run the compose stack, doing only what is
# missing (needs root for that): Debian's docker.io, docker-compose and debootstrap; a running
# Docker engine; and `docker compose` as the operator types it. Where the Compose v2 plugin is not
# packaged (Debian bookworm), Debian's Compose v1 is registered as that plugin, so the commands in
# the README and the runbook work as written. Used by .ci/run before the deploy test.
set -euo pipefail

missing=()
command -v dockerd >/dev/null || missing+=(docker.io)
[ -x /usr/bin/docker ] || missing+=(docker.io)
command -v docker-compose >/dev/null || docker compose version >/dev/null 2>&1 || missing+=(docker-compose)
command -v debootstrap >/dev/null || missing+=(debootstrap)
if [ ${#missing[@]} -gt 0 ]; then
  [ "$(id -u)" = 0 ] || { echo "Needs root to install: ${missing[*]}" >&2; exit 1; }
  echo "Installing ${missing[*]} (apt-get)..."
  export DEBIAN_FRONTEND=noninteractive NEEDRESTART_SUSPEND=1
  apt-get update -qq
  apt-get install -y -qq "${missing[@]}" >/dev/null
fi

if ! docker info >/dev/null 2>&1; then
  [ "$(id -u)" = 0 ] || { echo "The Docker engine is not running, and starting it needs root." >&2; exit 1; }
  echo "Starting the Docker engine (dockerd)..."
  mkdir -p /var/log
  nohup dockerd >/var/log/dockerd.log 2>&1 &
  for _ in $(seq 1 60); do docker info >/dev/null 2>&1 && break; sleep 1; done
  docker info >/dev/null 2>&1 || { echo "dockerd did not start: see /var/log/dockerd.log" >&2; exit 1; }
fi

if ! docker compose version >/dev/null 2>&1; then
  plugins=${DOCKER_CONFIG:-$HOME/.docker}/cli-plugins
  mkdir -p "$plugins"
  cat >"$plugins/docker-compose" <<'PLUGIN'
#!/bin/sh
# `docker compose` on a host that has only Compose v1 (Debian's docker-compose): a CLI plugin
# that hands every command to it. Written by deploy/docker-host-setup.sh.
if [ "$1" = docker-cli-plugin-metadata ]; then
  echo '{"SchemaVersion":"0.1.0","Vendor":"Debian (Compose v1)","Version":"1.29","ShortDescription":"Docker Compose v1 as the compose plugin"}'
  exit 0
fi
shift
exec /usr/bin/docker-compose "$@"
PLUGIN
  chmod +x "$plugins/docker-compose"
  docker compose version >/dev/null 2>&1 || { echo "Could not register docker compose." >&2; exit 1; }
  echo "Registered Compose v1 as 'docker compose' ($plugins/docker-compose)."
fi
echo "Docker is ready: $(docker version --format 'engine {{.Server.Version}}'), $(docker compose version | head -1)."
