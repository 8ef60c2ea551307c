#!/usr/bin/env bash
# Builds a stand-in for the official Caddy image (caddy:2) from Debian's caddy package, for machines
# that reach no image registry (CI): the same paths as the official image (the Caddyfile in
# /etc/caddy, certificates under /data, autosaved configuration under /config).
# Usage: docker/caddy/build-image.sh <tag>    (needs root, debootstrap and a running Docker engine)
set -euo pipefail

tag=${1:?usage: build-image.sh <tag>}

if docker image inspect "$tag" >/dev/null 2>&1; then
  echo "image $tag already exists"
  exit 0
fi

rootfs=$(mktemp -d /tmp/leadline-caddy-rootfs.XXXXXX)
trap 'rm -rf "$rootfs"' EXIT

echo "debootstrap: Caddy from Debian bookworm (about a minute)"
debootstrap --variant=minbase --include=caddy,ca-certificates bookworm "$rootfs" >/tmp/leadline-debootstrap-caddy.log 2>&1 ||
  { tail -20 /tmp/leadline-debootstrap-caddy.log; exit 1; }
rm -rf "$rootfs"/var/cache/apt/archives/*.deb "$rootfs"/var/lib/apt/lists/*
mkdir -p "$rootfs/data" "$rootfs/config" "$rootfs/srv"

# Proven inside before it is tagged: a broken image would otherwise be kept by the check above.
version=$(chroot "$rootfs" /usr/bin/caddy version) || { echo "caddy does not run in the image" >&2; exit 1; }

tar -C "$rootfs" -c . | docker import \
  -c 'CMD ["caddy", "run", "--config", "/etc/caddy/Caddyfile", "--adapter", "caddyfile"]' \
  -c 'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin' \
  -c 'ENV XDG_CONFIG_HOME=/config' \
  -c 'ENV XDG_DATA_HOME=/data' \
  -c 'EXPOSE 80 443 443/udp' \
  -c 'WORKDIR /srv' \
  - "$tag" >/dev/null
echo "built $tag (Caddy $version)"
