"""What the shell shows of a trick-taking game the same way in every such game (methods of the GameView
contract of cardtable.app.plugin): the prompt's frame (the game's over, nobody to decide yet, another seat
plays), the scoreboard's rows (the seat to act marked), the progress through the rounds, the coach's, the
log's and a refusal's words from the game's table texts (`texts`, a TrickTableTexts), a card of the log in its
colour, and the showcase's overlays. A game's view is `class SomeUI(TrickViewFrame, GameView)` and says its phases' and
its play's prompts, its scoreboard's cells and its results. The kit does not import the contract, hence a base listed before GameView rather than a
subclass of it; it keeps no state and reads only the view's public `texts`.

Its strings go through `QCoreApplication.translate` with the context "TrickView", whatever game says them.
"""

from __future__ import annotations

from typing import Any, ClassVar

from PySide6.QtCore import QCoreApplication

translate = QCoreApplication.translate  # pyside6-lupdate reads translate("Context", "text")


class TrickViewFrame:
    """A trick-taking game's view's shared methods; `texts` is the game's table texts (module or object)."""

    texts: ClassVar[Any]

    def prompt(self, obs, names) -> str:
        if obs.terminal:
            return translate("TrickView", "The game is over.")
        if obs.to_act is None:  # a step of the table's animation where nobody is to decide yet
            return ""
        mine = obs.seat == obs.to_act
        text = self.phase_prompt(obs, mine)
        if text is None:
            text = self.play_prompt(obs) if mine else translate("TrickView", "{name} is playing.")
        return text.format(name=names[obs.to_act], **self.prompt_values(obs))

    def phase_prompt(self, obs, mine: bool) -> str | None:
        """The prompt of a phase that is not the play, with a {name} field (None in the play)."""
        return None

    def play_prompt(self, obs) -> str:
        """Each game: the prompt of the seat to play, with a {name} field."""
        raise TypeError(f"{type(self).__name__} must implement play_prompt")

    def prompt_values(self, obs) -> dict[str, Any]:
        """The prompts' fields other than {name}."""
        return {}

    def colour_values(self, led: int | None, trump: int | None) -> dict[str, str]:
        """The prompts' {colour} (the colour to follow) and {trump}, named with their symbols ("" for none)."""
        label = self.texts.colour_label
        return {"colour": label(led) if led is not None else "", "trump": label(trump) if trump is not None else ""}

    def scoreboard_rows(self, obs, names) -> list[list[str]]:
        """One row per seat: its name (marked while it is to act), then its `score_cells`."""
        return [[("▶ " if seat == obs.to_act and not obs.terminal else "") + name, *self.score_cells(obs, seat)]
                for seat, name in enumerate(names)]

    def score_cells(self, obs, seat: int) -> list[str]:
        """Each game: a seat's cells of the scoreboard after its name, from what the viewer may know."""
        raise TypeError(f"{type(self).__name__} must implement score_cells")

    def progress(self, obs) -> str:
        return translate("TrickView", "round {round} of {rounds}").format(round=obs.round, rounds=obs.rounds)

    def action_label(self, action, observation, names) -> str:
        return self.texts.action_label(action)

    def log_values(self, event, names) -> dict[str, str]:
        return self.texts.log_values(event, super().log_values(event, names), names)

    def reason_values(self, refusal, names) -> dict[str, str]:
        """A refusal's fields: a colour (its `index`) and a card (its `code`) named in the current language
        with the colour's symbol, as the log names them."""
        values = super().reason_values(refusal, names)
        data = refusal.data
        if isinstance(data.get("index"), int):
            values["colour"] = self.texts.colour_label(data["index"])
        if isinstance(data.get("code"), int):
            values["card"] = self.texts.card_label(data["code"])
        return values

    def opens_round(self, event) -> bool:
        return event.kind == "round"

    def log_colour(self, event, field) -> str | None:
        """A card field (the event's `code`) in its card's colour (`card_colour`)."""
        code = event.data.get("code")
        return self.card_colour(code) if field == "card" and isinstance(code, int) else None

    def card_colour(self, code: int) -> str | None:
        """The colour ("#rrggbb") the log writes a card in; None: the text's colour."""
        return None

    def showcase(self, table, legal):
        """The table's overlays, then what `showcase_more` adds."""
        obs = table.observation()
        table.auto_open_dialog = False  # the tool opens it itself, then plays
        yield from table.showcase_overlays()
        yield from self.showcase_more(table, obs, legal)

    def showcase_more(self, table, obs, legal):
        """A game's own dialogs and overlays, each as (name, widget or None), closed after it is shown."""
        return iter(())


def shown(name: str, dialog):
    """A dialog of the showcase (`showcase_more`): yielded with its name, then closed."""
    yield name, dialog
    dialog.reject()
