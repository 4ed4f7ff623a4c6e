#!/usr/bin/env bash
# Makes the one base image every Dockerfile of the project starts from, debian:bookworm-slim, out of
# Debian's own packages with debootstrap, for a host that cannot reach Docker Hub (an air-gapped
# bureau, or a machine that reaches only a Debian mirror). Does nothing when the image is already
# there or can be pulled. Needs root, debootstrap and a Debian mirror (DEBIAN_MIRROR).
set -euo pipefail

IMAGE=${BASE_IMAGE:-debian:bookworm-slim}
SUITE=${DEBIAN_SUITE:-bookworm}
MIRROR=${DEBIAN_MIRROR:-http://deb.debian.org/debian}
DOCKER=${DOCKER:-docker}

if "$DOCKER" image inspect "$IMAGE" >/dev/null 2>&1; then
  echo "Base image $IMAGE is already here."
  exit 0
fi
if [ "${FX_AIRGAP:-auto}" != "1" ] && timeout 60 "$DOCKER" pull -q "$IMAGE" >/dev/null 2>&1; then
  echo "Pulled base image $IMAGE."
  exit 0
fi
command -v debootstrap >/dev/null || { echo "debootstrap is needed: apt-get install -y debootstrap" >&2; exit 1; }

echo "Docker Hub is out of reach: making $IMAGE from Debian's packages ($SUITE, $MIRROR)..."
root=$(mktemp -d /var/tmp/fx-debian-base.XXXXXX)
trap 'rm -rf "$root"' EXIT
debootstrap --variant=minbase "$SUITE" "$root" "$MIRROR" >/dev/null
# Slim it as the official image is: no package lists, no docs, no man pages.
cat >"$root/etc/apt/sources.list" <<LIST
deb $MIRROR $SUITE main
deb $MIRROR $SUITE-updates main
deb http://deb.debian.org/debian-security $SUITE-security main
LIST
cat >"$root/etc/dpkg/dpkg.cfg.d/docker-slim" <<'CFG'
path-exclude /usr/share/doc/*
path-include /usr/share/doc/*/copyright
path-exclude /usr/share/man/*
path-exclude /usr/share/info/*
path-exclude /usr/share/locale/*
CFG
echo 'APT::Install-Recommends "false";' >"$root/etc/apt/apt.conf.d/docker-no-recommends"
rm -rf "$root"/var/lib/apt/lists/* "$root"/var/cache/apt/*.bin "$root"/usr/share/doc/* "$root"/usr/share/man/* "$root"/usr/share/locale/*
tar -C "$root" --numeric-owner -c . | "$DOCKER" import --change 'CMD ["bash"]' - "$IMAGE" >/dev/null
echo "Made $IMAGE ($("$DOCKER" image inspect -f '{{.Size}}' "$IMAGE" | awk '{printf "%.0f MB", $1/1e6}'))."
