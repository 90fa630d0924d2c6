"""The Qt desktop application. Nothing here decides a rule: it shows observations and sends actions."""
