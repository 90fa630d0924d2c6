"""The Auf falscher Fährte table's texts in the current language (context "FaehrteTableTexts"; the kit's
tricks.words says how they are kept). Nothing here decides a rule: a refusal's reason tells the rules' own
refusal of a card (the observation's `why_not`), a seat's rank is the rules' (`observation.places()`).
"""

from __future__ import annotations

from cardtable.app.plugin import MOMENT_KINDS
from cardtable.app.table.tricks.words import TrickTableTexts, module_functions
from cardtable.games.faehrte.cards import colour_of, is_joker, value_of

from .faces import card_label, colour_label


class FaehrteTableTexts(TrickTableTexts):
    """The table's own texts (the kit's TrickTableTexts says the rest)."""

    card_label = staticmethod(card_label)
    colour_label = staticmethod(colour_label)
    moment_kinds = MOMENT_KINDS

    def kind_name(self, kind: str | None) -> str:
        """A round type: "Plus" or "Minus" (the game's own words in both languages)."""
        return self.tr("Plus") if kind == "plus" else self.tr("Minus")

    def tricks_text(self, count: int) -> str:
        return self.tr("%n trick(s)", None, count)

    def points_text(self, count: int) -> str:
        return self.tr("%n point(s)", None, count)

    def seat_info(self, obs, seat: int) -> str:
        """The line under a seat's name: its tricks this round, its rank once the round type is certain, its
        total so far."""
        tricks = self.tricks_text(obs.tricks_won[seat])
        total = self.points_text(obs.totals[seat])
        seat_places = obs.places()
        if seat_places is None:
            return self.tr("{tricks} · {total}").format(tricks=tricks, total=total)
        return self.tr("{tricks} · rank {rank} · {total}").format(tricks=tricks, rank=seat_places[seat], total=total)

    def final_line(self, total: int) -> str:
        """In a mat when the game is over."""
        return self.tr("Final score: {points}").format(points=self.points_text(total))

    def captions(self) -> dict:
        return {"hand": self.tr("Hand"), "hidden": self.tr("Your hidden card"), "laid": self.tr("Card laid")}

    def outlook_line(self, outlook) -> str:
        """The round type once certain, else what the hidden cards still need for a Plus round."""
        if outlook.kind == "plus":
            return self.tr("Plus round: most tricks are best")
        if outlook.kind == "minus":
            return self.tr("Minus round: fewest tricks are best")
        return self.tr("Not known yet: needs {needed} more from %n card(s)", None,
                       outlook.hidden_left).format(needed=outlook.needed)

    def trump_line(self, trump: int) -> str:
        return self.tr("Trump: {colour}").format(colour=colour_label(trump))

    def pile_caption(self, obs) -> tuple[str, str]:
        """Over the pile: its name, then the sum of the cards turned up against the threshold."""
        total = sum(value_of(code) for code in obs.revealed)
        return (self.tr("Hidden cards"),
                self.tr("Sum {total} · Plus from {threshold}").format(total=total, threshold=obs.threshold))

    def leftover_line(self, code: int) -> str:
        return self.tr("Left over: {card}").format(card=card_label(code))

    def joker_line(self, obs) -> str:
        return self.tr("Jokers played: {count} of {total}").format(count=obs.jokers_played, total=obs.players)

    def phase_status(self, obs, mine: bool, name: str) -> str | None:
        if obs.phase == "hide":
            return (self.tr("▶ Your turn: click the card of your hand to hide") if mine
                    else self.tr("▶ {name} is hiding a card").format(name=name))
        if obs.phase == "trump":
            return (self.tr("▶ Your turn: keep the trump colour or change it") if mine
                    else self.tr("▶ {name} decides on trump").format(name=name))
        return None

    def play_marker(self, index: int, code: int, trump: int) -> str:
        """What a card in a trick is, for the line under it: it led, it is trump, it is a joker."""
        return self.marker(trick_marks(index, code, trump))

    def mark_words(self) -> dict:
        return {"joker": self.tr("joker")}

    def shortcuts(self) -> dict:
        return {"sheet": self.tr("P", "shortcut: show the score sheet"),
                "trump": self.tr("T", "shortcut: choose the trump colour")}

    def button_labels(self) -> dict:
        return {"last": self.last_label(), "sheet": self.tr("Score sheet"), "trump": self.tr("Choose trump…")}

    def refused_action(self, obs, code: int) -> tuple:
        return ("hide" if obs.phase == "hide" else "play", code)

    def refusal_words(self) -> dict:
        return {"joker_hidden": self.tr("A joker cannot be the hidden card: hide a coloured card."),
                "one_joker": self.tr("Only one joker per trick, except in the last trick or for a player holding only jokers."),
                "must_follow": self.tr("You must follow {colour}: play a {colour} card or a joker.")}

    def pile_tooltip(self, obs) -> str:
        return self.tr("The hidden cards: %n still face down", None, obs.hidden_left)

    def laid_tooltip(self) -> str:
        return self.tr("This player has laid a card face down.")

    def own_hidden_tooltip(self, code: int) -> str:
        return self.tr("Your hidden card: {card} (only you know it)").format(card=card_label(code))

    def last_trick_title(self, name: str | None) -> str:
        if name is None:
            return self.tr("Last trick: won by nobody (only jokers)")
        return super().last_trick_title(name)

    def round_over_title(self, round_number: int, kind: str | None) -> str:
        return self.tr("End of round {round}: a {kind} round").format(round=round_number, kind=self.kind_name(kind))

    def round_score_line(self, name: str, tricks: int | None, points: int, total: int) -> str:
        if tricks is None:
            return self.tr("{name}: {points} (total {total})").format(
                name=name, points=self.points_text(points), total=total)
        return self.tr("{name}: {tricks}, {points} (total {total})").format(
            name=name, tricks=self.tricks_text(tricks), points=self.points_text(points), total=total)

    def action_label(self, action) -> str:
        """A legal action in a few words, for the coach: ("hide", code), ("play", code), ("trump", colour)."""
        kind, value = action
        if kind == "hide":
            return self.tr("Lay {card} face down").format(card=card_label(value))
        if kind == "play":
            return self.play_label(value)
        return self.tr("Trump: {colour}").format(colour=colour_label(value))

    def sheet_hint(self) -> str:
        return self.tr("The score sheet ({key}) shows every round.").format(key=self.shortcut("sheet"))

    # --- the log (its templates are the catalogue's "Log") --------------------------------------------------
    def log_values(self, event, values: dict, names) -> dict:
        """The log's fields of an event: its card named in the current language with its colour's symbol,
        a colour with its symbol, the round's type, a round's points with the players' names."""
        data = event.data
        self.log_card(event, values)
        if event.kind in ("trump_kept", "trump_changed") and isinstance(data.get("index"), int):
            values["colour"] = colour_label(data["index"])
        if "kind" in data:
            values["kind"] = self.kind_name(data["kind"])
        if event.kind == "round_scored" and isinstance(data.get("points"), (tuple, list)):
            values["points"] = ", ".join(f"{names[seat]} {points}" for seat, points in enumerate(data["points"]))
        return values


def trick_marks(index: int, code: int, trump: int) -> list[str]:
    """The marks of a trick's card (the felt's and the spoken names' words say them): it led, it is a joker
    or trump."""
    marks = ["led"] if index == 0 else []
    if is_joker(code):
        marks.append("joker")
    elif colour_of(code) == trump:
        marks.append("trump")
    return marks


__getattr__ = module_functions(FaehrteTableTexts())
