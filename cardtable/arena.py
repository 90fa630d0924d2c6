"""`python -m cardtable.arena`: see cardtable.ai.arena."""

import sys

from .ai.arena import main

if __name__ == "__main__":
    sys.exit(main())
