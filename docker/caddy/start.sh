#!/bin/sh
# Caddy's start in docker-compose.yml: takes the site's host from PUBLIC_URL, the one setting that
# names the site (README, "Production"), and refuses anything but an https:// address.
set -eu
host=$(printf '%s' "${PUBLIC_URL:-}" | sed -nE 's#^https://([A-Za-z0-9.-]+)(:[0-9]+)?/?$#\1#p')
if [ -z "$host" ]; then
  echo "leadline-caddy: PUBLIC_URL must be your site's https:// address, such as https://studio.example (got \"${PUBLIC_URL:-}\"): set it in .env" >&2
  exit 1
fi
case ${CADDY_TLS:-acme} in
  acme | internal) ;;
  *)
    echo "leadline-caddy: CADDY_TLS must be acme (the default) or internal (got \"$CADDY_TLS\")" >&2
    exit 1
    ;;
esac
export SITE_HOST="$host"
exec caddy run --config /etc/caddy/Caddyfile --adapter caddyfile
