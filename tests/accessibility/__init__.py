"""The AT-SPI harness: the app under Xvfb with the accessibility bus, read and played by a pyatspi client.

`harness.run_session(screen, steps)` starts, inside `dbus-run-session`, an X server (Xvfb), the AT-SPI bus
(at-spi2-core's bus launcher) and the app on Qt's xcb platform at a given screen (`driver.py`), then runs
the steps: pyatspi commands (`client.py`, run by Debian's /usr/bin/python3, which has pyatspi) and waits
for what the app reports. `harness.missing_packages()` names the Debian packages it needs that are not
installed, for a test to skip with that reason.
"""
