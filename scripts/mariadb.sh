#!/usr/bin/env bash
# A throwaway MariaDB server for the datasource tests (the code generator reads MySQL/MariaDB catalogues as BladeX's
# users run them): `mariadb.sh start DIR PORT` prints its URL, `mariadb.sh stop DIR` ends it and removes DIR.
# Debian's mariadb-server, started in a folder of its own like scripts/pg.sh starts PostgreSQL; root without a
# password on 127.0.0.1 only.
set -euo pipefail
cmd=${1:?start|stop}; dir=${2:?data folder}; port=${3:-55631}
case "$cmd" in
  start)
    command -v mariadbd >/dev/null || [ -x /usr/sbin/mariadbd ] || { echo "mariadbd not found (apt-get install mariadb-server)" >&2; exit 1; }
    mkdir -p "$dir"
    mariadb-install-db --no-defaults --datadir="$dir/data" --user="$(id -un)" --auth-root-authentication-method=normal \
      --skip-test-db >"$dir/install.log" 2>&1
    /usr/sbin/mariadbd --no-defaults --datadir="$dir/data" --user="$(id -un)" --port="$port" --bind-address=127.0.0.1 \
      --socket="$dir/sock" --pid-file="$dir/pid" --log-error="$dir/error.log" --innodb-buffer-pool-size=32M \
      --innodb-log-file-size=8M --performance-schema=off --skip-name-resolve >"$dir/stdout.log" 2>&1 &
    for _ in $(seq 1 300); do
      mariadb-admin --no-defaults --protocol=tcp -h127.0.0.1 -P"$port" -uroot ping >/dev/null 2>&1 && break
      sleep 0.1
    done
    mariadb-admin --no-defaults --protocol=tcp -h127.0.0.1 -P"$port" -uroot ping >/dev/null
    echo "mysql://root@127.0.0.1:$port/mysql"
    ;;
  stop)
    [ -f "$dir/pid" ] && kill "$(cat "$dir/pid")" 2>/dev/null || true
    for _ in $(seq 1 100); do [ -f "$dir/pid" ] || break; sleep 0.1; done
    rm -rf "$dir"
    ;;
esac
