"""Auf falscher Fährte on the table: its listing (the start page's), its view (the shell's contract), table,
dialogs, overlays and texts.

Nothing is imported here, so that the start page loads the listing alone; the shell imports the view
(view.py) when the game is first wanted (cardtable.app.plugin.view_class)."""
