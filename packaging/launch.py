"""The bundle's entry point: the same as the installed `cardtable` command."""

import sys

from cardtable.__main__ import main

if __name__ == "__main__":
    sys.exit(main())
