#!/bin/sh
# Entrypoint of the locally built PostgreSQL image, behaving like the official image's:
# POSTGRES_USER, POSTGRES_PASSWORD and POSTGRES_DB are read on first start, which runs initdb.
set -eu

: "${POSTGRES_USER:=postgres}"
: "${POSTGRES_DB:=$POSTGRES_USER}"
: "${PGDATA:=/var/lib/postgresql/data}"
export PGDATA

if [ "$#" -eq 0 ] || [ "$1" = postgres ]; then
  [ "$#" -gt 0 ] && shift
  mkdir -p "$PGDATA" /run/postgresql
  chown postgres:postgres "$PGDATA" /run/postgresql
  chmod 700 "$PGDATA"

  if [ ! -s "$PGDATA/PG_VERSION" ]; then
    if [ -n "${POSTGRES_PASSWORD:-}" ]; then
      auth=scram-sha-256
      pwfile=$(mktemp)
      printf '%s\n' "$POSTGRES_PASSWORD" >"$pwfile"
      chown postgres "$pwfile"
      runuser -u postgres -- initdb --username="$POSTGRES_USER" --pwfile="$pwfile" \
        --auth-local=trust --auth-host="$auth" --encoding=UTF8 --locale=C.UTF-8 >/dev/null
      rm -f "$pwfile"
    elif [ "${POSTGRES_HOST_AUTH_METHOD:-}" = trust ]; then
      auth=trust
      runuser -u postgres -- initdb --username="$POSTGRES_USER" \
        --auth-local=trust --auth-host=trust --encoding=UTF8 --locale=C.UTF-8 >/dev/null
    else
      echo 'POSTGRES_PASSWORD is required (or POSTGRES_HOST_AUTH_METHOD=trust)' >&2
      exit 1
    fi
    printf 'host all all all %s\n' "$auth" >>"$PGDATA/pg_hba.conf"
    if [ "$POSTGRES_DB" != postgres ]; then
      echo "CREATE DATABASE \"$POSTGRES_DB\" OWNER \"$POSTGRES_USER\"" |
        runuser -u postgres -- postgres --single -D "$PGDATA" postgres >/dev/null
    fi
    echo "PostgreSQL init process complete; ready for start up."
  fi

  # setpriv execs in place, so postgres is PID 1 and receives the stop signal itself.
  exec setpriv --reuid=postgres --regid=postgres --init-groups \
    postgres -D "$PGDATA" -c listen_addresses='*' "$@"
fi

exec "$@"
