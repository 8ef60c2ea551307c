#!/usr/bin/env bash
# Builds a PostgreSQL image from Debian packages, for machines that reach no image registry.
# Usage: docker/postgres/build-image.sh <tag>    (needs root, debootstrap and a running Docker engine)
set -euo pipefail

tag=${1:?usage: build-image.sh <tag>}
here=$(cd "$(dirname "$0")" && pwd)

if docker image inspect "$tag" >/dev/null 2>&1; then
  echo "image $tag already exists"
  exit 0
fi

rootfs=$(mktemp -d /tmp/leadline-postgres-rootfs.XXXXXX)
trap 'rm -rf "$rootfs"' EXIT

echo "debootstrap: PostgreSQL from Debian bookworm (about a minute)"
debootstrap --variant=minbase --include=postgresql,ca-certificates bookworm "$rootfs" >/tmp/leadline-debootstrap.log 2>&1 ||
  { tail -20 /tmp/leadline-debootstrap.log; exit 1; }

pgbin=$(ls -d "$rootfs"/usr/lib/postgresql/*/bin | head -1)
pgversion=$(basename "$(dirname "$pgbin")")
install -m 0755 "$here/entrypoint.sh" "$rootfs/usr/local/bin/docker-entrypoint.sh"
rm -rf "$rootfs"/var/lib/postgresql/* "$rootfs"/var/cache/apt/archives/*.deb

tar -C "$rootfs" -c . | docker import \
  -c 'ENTRYPOINT ["/usr/local/bin/docker-entrypoint.sh"]' \
  -c 'CMD ["postgres"]' \
  -c 'EXPOSE 5432' \
  -c "ENV PATH=/usr/lib/postgresql/$pgversion/bin:/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin" \
  -c 'ENV PGDATA=/var/lib/postgresql/data' \
  -c 'ENV LANG=C.UTF-8' \
  - "$tag" >/dev/null
echo "built $tag (PostgreSQL $pgversion)"
