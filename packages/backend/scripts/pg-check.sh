#!/usr/bin/env bash
# Runs the backend contract suite against a real PostgreSQL (Debian's package: 15 on bookworm), as CI does.
# Installs and starts the cluster when needed, recreates a scratch database, then runs
# test/postgres.test.ts with TEST_DATABASE_URL set. Extra arguments go to vitest.
# With --env it only prepares the database and prints `export TEST_DATABASE_URL=…` (CI evals it, so that
# `pnpm test` runs the PostgreSQL variant of the suite too).
set -euo pipefail

DB_NAME="${PG_CHECK_DB:-portfolio_backend_check}"
DB_ROLE="${PG_CHECK_ROLE:-portfolio_check}"
DB_PASSWORD="${PG_CHECK_PASSWORD:-portfolio_check}"
DB_PORT="${PG_CHECK_PORT:-5432}"

as_root() { if [ "$(id -u)" = 0 ]; then "$@"; else sudo "$@"; fi; }
as_postgres() { if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else sudo -u postgres "$@"; fi; }

if ! ls /usr/lib/postgresql/*/bin/postgres >/dev/null 2>&1; then
  echo "pg-check: installing PostgreSQL"
  # Another apt run may hold the lock for a while; apt waits for it with this option.
  as_root apt-get -o DPkg::Lock::Timeout=300 update
  as_root env DEBIAN_FRONTEND=noninteractive apt-get -o DPkg::Lock::Timeout=300 install -y postgresql
fi
PG_MAJOR="${PG_CHECK_MAJOR:-$(ls /usr/lib/postgresql | sort -n | tail -1)}"

if ! pg_lsclusters -h | awk '{print $1" "$2}' | grep -qx "$PG_MAJOR main"; then
  as_root pg_createcluster "$PG_MAJOR" main --port "$DB_PORT"
fi
if ! pg_lsclusters -h | awk -v v="$PG_MAJOR" '$1==v && $2=="main" {print $4}' | grep -qx online; then
  as_root pg_ctlcluster "$PG_MAJOR" main start
fi
for _ in $(seq 1 30); do
  pg_isready -q -h 127.0.0.1 -p "$DB_PORT" && break
  sleep 1
done
pg_isready -h 127.0.0.1 -p "$DB_PORT"

# The bootstrap creates roles and extensions, as a hosted project's platform does: the role is a superuser.
as_postgres psql -q -p "$DB_PORT" -v ON_ERROR_STOP=1 <<SQL
do \$\$ begin
  if not exists (select 1 from pg_roles where rolname = '$DB_ROLE') then
    create role $DB_ROLE login superuser password '$DB_PASSWORD';
  end if;
end \$\$;
SQL
as_postgres dropdb -p "$DB_PORT" --if-exists --force "$DB_NAME"
as_postgres createdb -p "$DB_PORT" -O "$DB_ROLE" "$DB_NAME"

cd "$(dirname "$0")/.."
export TEST_DATABASE_URL="postgres://$DB_ROLE:$DB_PASSWORD@127.0.0.1:$DB_PORT/$DB_NAME"
if [ "${1:-}" = "--env" ]; then
  echo "export TEST_DATABASE_URL=$TEST_DATABASE_URL"
  exit 0
fi
echo "pg-check: running the contract suite against $DB_NAME on PostgreSQL $PG_MAJOR"
exec pnpm exec vitest run test/postgres.test.ts "$@"
