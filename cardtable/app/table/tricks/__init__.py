"""The trick-taking table: one base (`TrickTakingTable`) that each trick-taking game only configures
(its faces, layout, centre panel and which cards a choice needs), built of parts with one job each: the
seats' mats (`SeatMats`), the status line and the round's facts (`CentreLines`), the hand's offer
(`CardOffer`), the trick's moves (`TrickFlights`), the dashed empty places (`EmptySlots`), the questions a
card's declarations ask one after another (`declarations.DeclarationQuestions`, for a game that has them), with the kit's
HandRow, TrickArea, ShortcutPills, TableOverlay and DialogSlot, and the accessible entries every trick
table has (`access`). Beside the table: the words every trick game says alike (`words`), the log lines
they word alike (`log_lines`), the shared methods of a trick game's view (`view_frame`) and the mats' shared
geometry (`mat_geometry`)."""
