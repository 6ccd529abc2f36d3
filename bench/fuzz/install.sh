#!/usr/bin/env bash
# Installs the pinned Schemathesis from PyPI into a venv outside the repository (FUZZ_DIR,
# default ~/.cache/superprompt-fuzz) unless it is there already; prints the venv's path.
# Run by bench/fuzz.sh, and by .ci/run so that `make test-fuzz` needs no network.
set -euo pipefail
schemathesis_version=4.32.5
scratch="${FUZZ_DIR:-$HOME/.cache/superprompt-fuzz}"
venv="$scratch/venv"
mkdir -p "$scratch"
if [ ! -x "$venv/bin/python" ]; then
  echo "== creating a venv in $venv" >&2
  python3 -m venv "$venv" || {
    rm -rf "$venv"
    echo "python3 -m venv failed: install python3-venv (apt-get install python3-venv)" >&2
    exit 1
  }
fi
if [ "$("$venv/bin/schemathesis" --version 2>/dev/null)" != "schemathesis, version $schemathesis_version" ]; then
  echo "== installing schemathesis==$schemathesis_version" >&2
  "$venv/bin/python" -m pip install -q --disable-pip-version-check "schemathesis==$schemathesis_version"
fi
echo "$venv"
