#!/usr/bin/env bash
# Set up everything accessible-kits needs on a fresh Debian machine:
# system packages (apt-get when root, else print the exact command and stop),
# the venv with the Python packages, axe-core from npm, and a stamp so a second run is quick.
set -euo pipefail
cd "$(dirname "$0")/.."

# Debian packages: speech, braille, PDF tools and fonts for the tests, Chromium for axe-core,
# the cairo/pango libraries that cairosvg and WeasyPrint load, and librsvg's rsvg-convert
# (2.54.7 on Debian 12) to check that the SVG pages render the same in another renderer;
# a Java runtime for EPUBCheck; LAME (libmp3lame0) for the MP3s.
APT_PACKAGES="espeak-ng libespeak-ng1 libmp3lame0 liblouis-bin liblouis-data liblouis20 poppler-utils sox chromium fontconfig fonts-dejavu-core libcairo2 libpango-1.0-0 libpangoft2-1.0-0 librsvg2-bin default-jre-headless"
PY=${PYTHON:-python3}
"$PY" -c 'import sys; sys.exit(sys.version_info < (3, 11))' || { echo "setup: Python 3.11 or newer is needed (set PYTHON=...)" >&2; exit 1; }

missing=""
for pkg in $APT_PACKAGES; do
  dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "install ok installed" || missing="$missing $pkg"
done
# npm may come from another Node.js build than Debian's: only ask for it when the command is missing.
command -v npm >/dev/null 2>&1 || missing="$missing nodejs npm"
if [ -n "$missing" ]; then
  if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
    echo "setup: installing system packages:$missing"
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends $missing >/dev/null
  else
    echo "setup: these system packages are missing:$missing" >&2
    echo "setup: run this, then run make again:" >&2
    echo "  sudo apt-get install -y --no-install-recommends$missing" >&2
    exit 1
  fi
fi

stamp=.venv/.setup-stamp
if [ ! -f "$stamp" ] || [ pyproject.toml -nt "$stamp" ] || [ constraints.txt -nt "$stamp" ]; then
  [ -x .venv/bin/python ] || "$PY" -m venv .venv
  # compat: the checkout on sys.path by a plain .pth line. The default editable finder imports pathlib,
  # re and urllib.parse at every start of python (about 10 ms of the CLI's --help, issue 29).
  .venv/bin/python -m pip install -q -c constraints.txt --config-settings editable_mode=compat -e '.[test,studio]' 2>&1 | grep -v "^WARNING: Location" || true
  .venv/bin/python -c "import accessible_kits, cairosvg, pikepdf, weasyprint, pyttsx3, pdfua, starlette, uvicorn, soundfile, mutagen, pocketsphinx, epubcheck"
  .venv/bin/ruff --version >/dev/null && .venv/bin/mypy --version >/dev/null  # make lint (from the test extras)
  touch "$stamp"
fi

# Ace by DAISY drives the Debian Chromium: its install scripts (which download a browser) are not run.
if [ ! -f node_modules/axe-core/axe.min.js ] || [ ! -x node_modules/.bin/ace ]; then
  PUPPETEER_SKIP_DOWNLOAD=1 npm install --no-audit --no-fund --no-package-lock --ignore-scripts --silent >/dev/null
fi
echo "setup: ready"
