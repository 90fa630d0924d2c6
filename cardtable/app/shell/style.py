"""The application's look: calm colours around a green table, large readable text."""

STYLE_SHEET = """
QMainWindow, QDialog { background: #f4f1ea; }
#startPage { background: qlineargradient(x1:0, y1:0, x2:0, y2:1, stop:0 #1f5f3f, stop:1 #143d29); }
#startTitle { color: #fdf6e3; font-size: 44px; font-weight: 600; }
#startSubtitle { color: #d8e8dc; font-size: 16px; }
#startNotice { background: #fff3c4; color: #5a4300; border: 1px solid #e0c25c; border-radius: 6px;
               padding: 10px; font-size: 14px; }
#tileList, #tileColumn { background: transparent; }
GameTile[tile="true"] { background: #fdfbf6; border: 1px solid #c9c2b0; border-radius: 10px; }
GameTile[tile="true"]:hover, GameTile[tile="true"]:focus { border: 3px solid #e0a526; }
#tileName { font-size: 20px; font-weight: 600; color: #1d2b22; }
#startPage QPushButton { background: #fdfbf6; color: #1d2b22; border: 1px solid #a89f88; border-radius: 8px;
                         font-size: 15px; padding: 6px 14px; }
#startPage QPushButton:hover, #startPage QPushButton:focus { border: 2px solid #e0a526; }
#sidePanel { background: #f4f1ea; border-left: 1px solid #c9c2b0; }
#gameTitle { font-size: 16px; font-weight: 600; color: #1d2b22; }
#prompt { font-size: 15px; color: #1d2b22; padding: 6px; background: #fdfbf6; border: 1px solid #d8d1bf;
          border-radius: 6px; }
#notice { color: #8a1c1c; background: #fbe3e3; border: 1px solid #e3a3a3; border-radius: 6px; padding: 6px; }
#sidePanel QPushButton { font-size: 15px; border-radius: 8px; padding: 6px 10px; background: #2f7d55;
                         color: white; border: 1px solid #245f41; }
#sidePanel QPushButton:hover { background: #38915f; }
#sidePanel QPushButton:focus { border: 2px solid #e0a526; }
#sidePanel QPushButton:disabled { background: #cfcabd; color: #77705f; border: 1px solid #b9b2a0; }
#scoreboard, #log { background: #fdfbf6; border: 1px solid #d8d1bf; font-size: 13px; }
#log:focus { border: 2px solid #e0a526; }
#hotSeatCover { background: #143d29; }
#hotSeatCover #coverTitle { color: #fdf6e3; font-size: 32px; font-weight: 600; }
#hotSeatCover QLabel { color: #d8e8dc; font-size: 16px; }
#revealButton { font-size: 17px; padding: 8px 24px; border-radius: 8px; background: #e0a526; color: #1d2b22;
                border: 1px solid #b8851a; }
#newGameWarning { background: #fff3c4; color: #5a4300; border: 1px solid #e0c25c; border-radius: 6px;
                  padding: 8px; }
#resultsHeadline { font-size: 22px; font-weight: 600; color: #1d2b22; padding: 6px; }
"""
