"""The application's shell: the main window, the start page, the game page, the common dialogs, the AI
service, saves and statistics as the window shows them, replays, the coach and the duplicate challenge.

A game's view never imports this package: it speaks to the shell through the contract in
`cardtable.app.plugin` and draws with the table kit (`cardtable.app.table`); the import rules in
pyproject.toml check it.
"""
