"""Small widgets made the same way across the shell's pages and dialogs (a package of its own, so that the
coach, the duplicate challenge and the replay use them without importing the shell)."""
