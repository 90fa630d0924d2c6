"""The column beside the table that the game page and the replay page share (panel.py): a package of its own
so that the replay package can use it without importing the shell that imports the replay."""
