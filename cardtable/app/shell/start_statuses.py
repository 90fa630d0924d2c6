"""The exit statuses of `cardtable [FILE]`, the start of the window, as the command's help lists them.

No Qt here: the help is printed without loading it.
"""

EXIT_CLOSED = 0  # the window was closed, or the cardtable already running on the data folder took this start
EXIT_NO_WINDOW = 1  # Qt cannot show a window on this system (the packages to install are named)
EXIT_OWNER_SILENT = 5  # the cardtable already running on the data folder did not answer (2 to 4: statistics_cli)
START_STATUSES = ("0 when the window was closed, or when the cardtable already running with the same data folder "
                  "took FILE (or came forward), 1 when Qt cannot show a window on this system, 5 when the cardtable "
                  "already running with the same data folder does not answer")
