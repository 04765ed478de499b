#!/usr/bin/env bash
# Makes a PostgreSQL server reachable on 127.0.0.1:5432 for user postgres without a password
# (the integration tests and browser journeys need a real server). Starts or installs one if needed.
set -euo pipefail
as_root() { if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi; }
ready() { pg_isready -q -h 127.0.0.1 -p 5432 && psql -h 127.0.0.1 -U postgres -tAc 'select 1' >/dev/null 2>&1; }

if ready; then echo "PostgreSQL is reachable"; exit 0; fi
if ! command -v pg_ctlcluster >/dev/null 2>&1; then
  as_root apt-get update -qq && DEBIAN_FRONTEND=noninteractive as_root apt-get install -y -qq postgresql >/dev/null
fi
version=$(ls /etc/postgresql | sort -n | tail -1)
if [ -z "$version" ]; then version=$(ls /usr/lib/postgresql | sort -n | tail -1); as_root pg_createcluster "$version" main; fi
hba=/etc/postgresql/$version/main/pg_hba.conf
# Trust local TCP connections: this is a throw-away CI/developer database.
if ! grep -q '^host all all 127.0.0.1/32 trust' "$hba"; then
  as_root sed -i '1i host all all 127.0.0.1/32 trust\nhost all all ::1/128 trust' "$hba"
fi
as_root pg_ctlcluster --skip-systemctl-redirect "$version" main start 2>/dev/null || as_root pg_ctlcluster --skip-systemctl-redirect "$version" main reload
for _ in $(seq 30); do ready && { echo "PostgreSQL $version started"; exit 0; }; sleep 1; done
echo "PostgreSQL did not become reachable on 127.0.0.1:5432" >&2
exit 1
