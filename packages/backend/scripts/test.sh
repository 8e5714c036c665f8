#!/usr/bin/env bash
# The backend's part of `pnpm test`: every suite, on PGlite and on a real PostgreSQL. Without TEST_DATABASE_URL it
# prepares Debian's PostgreSQL with pg-check.sh first (installing it if missing), so a fresh machine runs it all.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ -z "${TEST_DATABASE_URL:-}" ]; then
  eval "$(bash scripts/pg-check.sh --env | grep '^export TEST_DATABASE_URL=')"
fi
exec pnpm exec vitest run "$@"
