#!/usr/bin/env bash
# A throwaway PostgreSQL server for the tests: `pg.sh start DIR PORT` prints its URL, `pg.sh restart DIR` restarts it
# (-m fast), `pg.sh stop DIR` ends it.
# initdb and postgres refuse to run as root, so they run as the `postgres` user the Debian package creates.
set -euo pipefail
cmd=${1:?start|stop}; dir=${2:?data folder}; port=${3:-54329}
pgbin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1)
[ -n "$pgbin" ] || { echo "PostgreSQL server binaries not found (apt-get install postgresql)" >&2; exit 1; }
as_pg() { if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }
case "$cmd" in
  start)
    mkdir -p "$dir"
    [ "$(id -u)" = 0 ] && chown postgres:postgres "$dir" && chmod 700 "$dir"
    as_pg "$pgbin/initdb" -D "$dir/data" -U postgres --auth=trust -E UTF8 --locale=C.UTF-8 >/dev/null
    as_pg "$pgbin/pg_ctl" -D "$dir/data" -l "$dir/data/server.log" -w -t 30 \
      -o "-p $port -k $dir -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200" \
      start >/dev/null
    echo "postgres://postgres@127.0.0.1:$port/postgres"
    ;;
  restart)
    # A fast restart, as an administrator or a failover does it: sessions are terminated (57P01), then it starts again.
    as_pg "$pgbin/pg_ctl" -D "$dir/data" -m fast -w -t 60 restart >/dev/null
    ;;
  stop)
    [ -d "$dir/data" ] && as_pg "$pgbin/pg_ctl" -D "$dir/data" -m immediate -w stop >/dev/null 2>&1 || true
    rm -rf "$dir"
    ;;
esac
