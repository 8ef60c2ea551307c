#!/usr/bin/env bash
# Builds a stand-in for the official Node slim image (Debian bookworm, a `node` user with uid 1000) from
# Debian packages and this machine's own node and npm, for machines that reach no image registry.
# The host's extra CA certificates are trusted inside, so that `npm ci` works behind a TLS-re-signing proxy.
# Usage: docker/node/build-image.sh <tag>    (needs root, debootstrap and a running Docker engine)
set -euo pipefail

tag=${1:?usage: build-image.sh <tag>}

if docker image inspect "$tag" >/dev/null 2>&1; then
  echo "image $tag already exists"
  exit 0
fi

node_bin=$(readlink -f "$(command -v node)")
npm_dir=$(dirname "$(dirname "$(readlink -f "$(command -v npm)")")")
[ -f "$npm_dir/package.json" ] || { echo "npm not found beside $node_bin" >&2; exit 1; }

rootfs=$(mktemp -d /tmp/leadline-node-rootfs.XXXXXX)
trap 'rm -rf "$rootfs"' EXIT

echo "debootstrap: Debian bookworm minbase (about a minute)"
debootstrap --variant=minbase --include=ca-certificates bookworm "$rootfs" >/tmp/leadline-debootstrap-node.log 2>&1 ||
  { tail -20 /tmp/leadline-debootstrap-node.log; exit 1; }

install -D -m 0755 "$node_bin" "$rootfs/usr/local/bin/node"
mkdir -p "$rootfs/usr/local/lib/node_modules"
cp -a "$npm_dir" "$rootfs/usr/local/lib/node_modules/npm"
ln -s ../lib/node_modules/npm/bin/npm-cli.js "$rootfs/usr/local/bin/npm"
ln -s ../lib/node_modules/npm/bin/npx-cli.js "$rootfs/usr/local/bin/npx"

shopt -s nullglob
extra_certs=(/usr/local/share/ca-certificates/*.crt)
if [ ${#extra_certs[@]} -gt 0 ]; then
  cp "${extra_certs[@]}" "$rootfs/usr/local/share/ca-certificates/"
fi
chroot "$rootfs" update-ca-certificates >/dev/null
chroot "$rootfs" groupadd --gid 1000 node
chroot "$rootfs" useradd --uid 1000 --gid node --shell /bin/bash --create-home node
rm -rf "$rootfs"/var/cache/apt/archives/*.deb "$rootfs"/var/lib/apt/lists/*

tar -C "$rootfs" -c . | docker import \
  -c 'CMD ["node"]' \
  -c 'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin' \
  -c 'ENV NODE_EXTRA_CA_CERTS=/etc/ssl/certs/ca-certificates.crt' \
  -c 'ENV LANG=C.UTF-8' \
  - "$tag" >/dev/null
echo "built $tag (node $("$node_bin" --version), npm $(node "$npm_dir/bin/npm-cli.js" --version 2>/dev/null))"
