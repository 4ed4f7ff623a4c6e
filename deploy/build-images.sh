#!/usr/bin/env bash
# Builds every image docker-compose.yml runs, from Debian's packages and the npm registry only:
#   deploy/build-images.sh            all of them
#   deploy/build-images.sh app tools  some (app, tools, postgres, redis, rabbitmq, proxy, prometheus)
# Where Docker Hub is out of reach it first makes the Debian base with debootstrap
# (deploy/debian-base.sh). This host's npm registry and CA bundle, if npm is configured with
# them, go into the build as BuildKit secrets: used by npm inside the build, kept in no layer.
# FX_IMAGE_PREFIX (fx-platform) and FX_IMAGE_TAG (latest) name the images, as compose reads them.
set -euo pipefail
cd "$(dirname "$0")/.."

PREFIX=${FX_IMAGE_PREFIX:-fx-platform}
TAG=${FX_IMAGE_TAG:-latest}
ALL=(app tools postgres redis rabbitmq proxy prometheus)
WANTED=("$@")
[ ${#WANTED[@]} -gt 0 ] || WANTED=("${ALL[@]}")

# A docker CLI that can build with BuildKit: one with buildx, or one older than 23 (BuildKit built in).
pick_docker() {
  local candidate major
  for candidate in ${DOCKER:-} docker /usr/bin/docker; do
    command -v "$candidate" >/dev/null 2>&1 || continue
    if "$candidate" buildx version >/dev/null 2>&1; then
      echo "$candidate buildx build --load"
      return
    fi
    major=$("$candidate" version --format '{{.Client.Version}}' 2>/dev/null | cut -d. -f1)
    if [ -n "$major" ] && [ "$major" -lt 23 ]; then
      echo "env DOCKER_BUILDKIT=1 $candidate build"
      return
    fi
  done
  echo "No docker CLI here can build with BuildKit: install the buildx plugin (or Debian's docker.io)." >&2
  exit 1
}
BUILD=$(pick_docker)
DOCKER_CLI=${BUILD##*DOCKER_BUILDKIT=1 }
DOCKER_CLI=${DOCKER_CLI%% *}
DOCKER="$DOCKER_CLI" deploy/debian-base.sh

secrets_dir=$(mktemp -d)
trap 'rm -rf "$secrets_dir"' EXIT
secrets=()
if command -v npm >/dev/null 2>&1; then
  npm config get registry 2>/dev/null >"$secrets_dir/registry" && secrets+=(--secret "id=npm_registry,src=$secrets_dir/registry")
  cafile=$(npm config get cafile 2>/dev/null || true)
  if [ -n "$cafile" ] && [ "$cafile" != null ] && [ -s "$cafile" ]; then
    secrets+=(--secret "id=npm_ca,src=$cafile")
  fi
fi
[ -n "${NPMRC:-}" ] && secrets+=(--secret "id=npmrc,src=$NPMRC")

build() { # NAME CONTEXT [docker build options]
  local name=$1 context=$2
  shift 2
  local image="$PREFIX${name:+-$name}:$TAG"
  local started=$SECONDS
  echo "━━ $image"
  # shellcheck disable=SC2086
  $BUILD --network host --progress plain "${secrets[@]}" -t "$image" "$@" "$context" >"$secrets_dir/build.log" 2>&1 \
    || { tail -40 "$secrets_dir/build.log"; echo "Building $image failed." >&2; exit 1; }
  echo "   built in $((SECONDS - started)) s, $("$DOCKER_CLI" image inspect -f '{{.Size}}' "$image" | awk '{printf "%.0f MB", $1/1e6}')"
}

for name in "${WANTED[@]}"; do
  case "$name" in
    app) build "" . --target app ;;
    tools) build tools . --target tools ;;
    postgres|redis|rabbitmq|proxy|prometheus) build "$name" "deploy/$name" ;;
    *) echo "Unknown image '$name' (one of: ${ALL[*]})" >&2; exit 2 ;;
  esac
done
