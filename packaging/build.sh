#!/usr/bin/env bash
# Builds the desktop bundle dist/cardtable/ from a clean virtual environment (build/bundle-venv), so that
# nothing installed by hand slips into it. Run from anywhere: packaging/build.sh
set -euo pipefail
cd "$(dirname "$0")/.."
rm -rf build/bundle-venv build/pyinstaller dist/cardtable
python3 -m venv build/bundle-venv
build/bundle-venv/bin/pip install -q ".[packaging]"
build/bundle-venv/bin/pyinstaller --noconfirm --clean --log-level WARN --distpath dist --workpath build/pyinstaller \
    packaging/cardtable.spec
QT_QPA_PLATFORM=offscreen dist/cardtable/cardtable --smoke-test
echo "Built dist/cardtable/ ($(du -sh dist/cardtable | cut -f1)). Start it with dist/cardtable/cardtable"
