"""The exit statuses of `cardtable --statistics` (statistics_cli.py), as the command's help lists them.

Neither SQLite nor the store here: the command line's help, which every start builds, is made without them.
"""

BUSY_TIMEOUT_S = 5.0  # how long to wait for the app (or another program) to let the database go
EXIT_SHOWN, EXIT_NO_STATISTICS, EXIT_OUTPUT_FAILED, EXIT_BUSY = 0, 1, 3, 4  # 2 is argparse's, for a wrong command line
EXIT_STATUSES = ("with --statistics, 0 when the figures are printed, 1 when the statistics "
                 "cannot be read (the reason on standard error), 2 for a wrong command line, 3 when standard "
                 f"output cannot take them (closed, full), 4 when the database stays busy (in use by another "
                 f"program) for {BUSY_TIMEOUT_S:g} s")
