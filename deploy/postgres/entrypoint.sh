#!/bin/sh
# First start: make the cluster, the user and the database; later starts: just run PostgreSQL.
# POSTGRES_PASSWORD_FILE in place of POSTGRES_PASSWORD reads it from a file (a Docker or Swarm
# secret, /run/secrets/...), as the official image does.
set -eu
if [ -n "${POSTGRES_PASSWORD_FILE:-}" ]; then
  [ -z "${POSTGRES_PASSWORD:-}" ] || { echo "Set POSTGRES_PASSWORD or POSTGRES_PASSWORD_FILE, not both" >&2; exit 1; }
  POSTGRES_PASSWORD=$(cat "$POSTGRES_PASSWORD_FILE") || { echo "POSTGRES_PASSWORD_FILE: cannot read $POSTGRES_PASSWORD_FILE" >&2; exit 1; }
fi
: "${POSTGRES_USER:=postgres}" "${POSTGRES_DB:=$POSTGRES_USER}"
# One server per data directory. Two containers given the same volume (an old task's container
# started again beside the task Swarm started in its place, say) would both write its WAL and
# corrupt it beyond recovery: the soak did exactly that once. PostgreSQL's own postmaster.pid
# cannot tell, as each container has its own PIDs; a lock on the directory can. PostgreSQL
# inherits the descriptor, so the lock lasts until its last process exits.
exec 9<"$PGDATA"
flock -n 9 || { echo "Another PostgreSQL is running on the data directory $PGDATA (the same volume): not starting a second one" >&2; exit 1; }
if [ ! -s "$PGDATA/PG_VERSION" ]; then
  [ -n "${POSTGRES_PASSWORD:-}" ] || { echo "POSTGRES_PASSWORD is required on first start" >&2; exit 1; }
  pwfile=$(mktemp)
  printf '%s' "$POSTGRES_PASSWORD" >"$pwfile"
  initdb --username="$POSTGRES_USER" --pwfile="$pwfile" --auth-local=trust --auth-host=scram-sha-256 \
    --encoding=UTF8 --locale=C.UTF-8 >/dev/null
  rm -f "$pwfile"
  echo "host all all all scram-sha-256" >>"$PGDATA/pg_hba.conf"
  if [ "$POSTGRES_DB" != postgres ]; then
    pg_ctl -D "$PGDATA" -o "-c listen_addresses=''" -w start >/dev/null
    createdb --username="$POSTGRES_USER" "$POSTGRES_DB"
    pg_ctl -D "$PGDATA" -m fast -w stop >/dev/null
  fi
  echo "Made the database $POSTGRES_DB for $POSTGRES_USER."
fi
unset POSTGRES_PASSWORD
exec "$@" -c listen_addresses='*'
