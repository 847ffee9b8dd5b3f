#!/usr/bin/env bash
# Installs the Debian packages the tests need when they are missing: Chromium and its headless shell (browser
# journeys), a CJK font (readable Chinese in screenshots), the PostgreSQL server (the API suites and the journeys
# run on it too), nginx (the cluster test puts two server processes behind it as a load balancer) and MariaDB (the
# code generator's datasources are tested against a real MySQL-family server).
set -euo pipefail
missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
[ -x /usr/bin/chromium-headless-shell ] || missing+=(chromium-headless-shell)
fc-list 2>/dev/null | grep -qi 'wqy\|noto sans cjk' || missing+=(fonts-wqy-microhei)
ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || missing+=(postgresql)
[ -x /usr/sbin/nginx ] || missing+=(nginx)
[ -x /usr/sbin/mariadbd ] || missing+=(mariadb-server)
[ ${#missing[@]} -eq 0 ] && exit 0
if [ "$(id -u)" != 0 ]; then
  echo "The tests need these Debian packages, and only root can install them:" >&2
  echo "  sudo apt-get install -y --no-install-recommends ${missing[*]}" >&2
  exit 1
fi
echo "Installing from Debian's packages: ${missing[*]}"
export DEBIAN_FRONTEND=noninteractive
apt-get update -q >/dev/null
apt-get install -y -q --no-install-recommends "${missing[@]}" >/dev/null
echo "Installed: ${missing[*]}"
