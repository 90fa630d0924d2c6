"""The Schnäppchen Jagd table's texts in the current language (context "SchnaeppchenTableTexts"; the kit's
tricks.words says how they are kept). Nothing here decides a rule: a refusal's reason tells the rules' own
refusal of a card (the observation's `why_not`).
"""

from __future__ import annotations

from cardtable.app.plugin import MOMENT_KINDS
from cardtable.app.table.tricks.words import TrickTableTexts, module_functions
from cardtable.games.schnaeppchen.cards import SUPER, value_of

from .faces import BY_COLOUR, card_label, colour_label
from cardtable.app.table.style import with_sign


class SchnaeppchenTableTexts(TrickTableTexts):
    """The table's own texts (the kit's TrickTableTexts says the rest)."""

    card_label = staticmethod(card_label)
    colour_label = staticmethod(colour_label)
    moment_kinds = MOMENT_KINDS

    def collects_text(self, value: int | None) -> str:
        if value is None:
            return self.tr("No bargain yet")
        return self.tr("Collects {value}s").format(value=value)

    def seat_info(self, obs, seat: int) -> str:
        """The line under a seat's name: what it collects and its score so far."""
        return self.tr("{collects} · score {score}").format(
            collects=self.collects_text(obs.collecting(seat)), score=with_sign(obs.scores()[seat]))

    def captions(self) -> dict:
        return {"hand": self.tr("Hand"),
                "bargain": self.tr("Bargain"),
                "junk": self.tr("Junk")}

    def stock_line(self, obs) -> str:
        text = self.tr("Stock: %n card(s)", None, obs.stock_size)
        if obs.set_aside_size:
            text += " · " + self.tr("%n set aside", None, obs.set_aside_size)
        return text

    def led_line(self, view) -> str:
        if view.led is None:
            return self.tr("Led: —")
        return self.tr("Led: {colour}").format(colour=colour_label(view.led))

    def trump_line(self, view) -> str:
        if view.trump is not None:
            return self.tr("Trump: {colour}").format(colour=colour_label(view.trump))
        return self.tr("Trump: none declared")

    def not_trump_line(self, view) -> str:
        if not view.not_trump:
            return ""
        colours = ", ".join(colour_label(colour) for colour in sorted(view.not_trump))
        return self.tr("Not trump: {colours}").format(colours=colours)

    def sort_summary(self, name: str, choice, discarded: int, moved: int) -> str:
        """One player's sorting this round, in short."""
        if choice is None:
            return self.tr("{name}: kept the junk").format(name=name)
        if choice == "all":
            return self.tr("{name}: discarded all the junk").format(name=name)
        if moved:
            return self.tr("{name}: {value}s out, now collects {value}s").format(
                name=name, value=choice)
        return self.tr("{name}: {value}s out").format(name=name, value=choice)

    def play_marker(self, play, index: int) -> str:
        """What a card in a trick declared (or that it led), for the line under it."""
        return self.marker(trick_marks(play, index))

    def mark_words(self) -> dict:
        return {"not trump": self.tr("not trump"), "above": self.tr("↑ above twin"),
                "below": self.tr("↓ below twin"), "super": self.tr("super offer")}

    def phase_status(self, obs, mine: bool, name: str) -> str | None:
        if mine and obs.phase == "bargain":
            return self.tr("▶ Your turn: lay your first bargain card")
        if mine and obs.phase == "sort":
            return self.tr("▶ Your turn: sort your junk pile")
        return None

    def shortcuts(self) -> dict:
        return {"order": self.tr("O", "shortcut: change the order of the hand"),
                "sort": self.tr("S", "shortcut: sort the junk pile")}

    def refused_action(self, obs, code: int) -> tuple:
        return ("bargain", code) if obs.phase == "bargain" else ("play", code, None, None)

    def refusal_words(self) -> dict:
        return {"super_bargain": self.tr("A super offer cannot start a bargain pile: lay a coloured card."),
                "must_follow": self.tr("You must follow {colour}: play a {colour} card or a super offer.")}

    def pile_tooltip(self, kind: str, count: int, value: int | None = None, own: bool = False) -> str:
        if kind == "hand":
            return self.fan_tooltip(count)
        if kind == "bargain":
            text = self.tr("Bargain pile: %n card(s), +1 point each", None, count)
            return text + (" — " + self.collects_text(value) if value is not None else "")
        text = self.tr("Junk pile: %n card(s), −1 point each", None, count)
        if own and count:
            text += " — " + self.tr("click to look at it")
        return text

    def button_labels(self, order: str) -> dict:
        return {
            "last": self.last_label(),
            "order": (self.tr("Sort hand by value") if order == BY_COLOUR
                      else self.tr("Sort hand by colour")),
            "sort": self.tr("Sort your junk…"),
        }

    def action_label(self, action) -> str:
        """A legal action in a few words, for the coach: ("bargain", code), ("play", code, trump, higher),
        ("sort", value, None for keeping the junk or "all")."""
        kind = action[0]
        if kind == "bargain":
            lay = self.tr("Lay {card}").format(card=card_label(action[1]))
            value = value_of(action[1])
            return f"{lay} — {self.collects_text(value)}" if value is not None else lay
        if kind == "play":
            text = self.play_label(action[1])
            note = self.log_note(action[2], action[3])
            return f"{text} {note}" if note else text
        if action[1] is None:
            return self.tr("Keep the junk pile")
        if action[1] == "all":
            return self.tr("Discard the whole junk pile")
        return self.tr("Discard the {value}s").format(value=action[1])

    def trick_split(self, kept: int, junk: int) -> str:
        """Where a won trick's cards went."""
        return self.tr("%n card(s) to the bargain pile", None, kept) + ", " + \
            self.tr("%n to the junk pile", None, junk)

    def junk_title(self, count: int) -> str:
        return self.tr("Your junk pile: %n card(s)", None, count)

    def junk_summary(self, counts: dict, supers: int) -> str:
        parts = [f"{value} × {count}" for value, count in sorted(counts.items())]
        if supers:
            parts.append(self.tr("super offer × {count}").format(count=supers))
        return self.tr("By value: {values}").format(values=", ".join(parts) or "—")

    def round_over_title(self, round_number: int) -> str:
        return self.tr("End of round {round}").format(round=round_number)

    def round_score_line(self, name: str, bargain: int, junk: int) -> str:
        return self.tr("{name}: bargain {bargain} − junk {junk} = {score}").format(
            name=name, bargain=bargain, junk=junk, score=with_sign(bargain - junk))

    # --- the log (its templates are the catalogue's "Log") --------------------------------------------------
    def log_values(self, event, values: dict, names=None) -> dict:
        """The log's fields of an event: its card named in the current language with its colour's symbol
        (the rules give the card's `code`), and the short phrases the templates leave to this object."""
        data = event.data
        self.log_card(event, values)
        if event.kind == "played":
            values["note"] = self.log_note(data.get("trump"), data.get("higher"))
        elif event.kind == "sorted":
            values["result"] = self.log_sorting(data)
        return values

    def log_note(self, trump, higher) -> str:
        """What a played card declared, in brackets after it (nothing when it declared nothing)."""
        notes = {"trump": self.tr("(trump)"), "not trump": self.tr("(not trump)"),
                 "above": self.tr("(above its twin)"), "below": self.tr("(below its twin)")}
        return next((notes[mark] for mark in declared(trump, higher)), "")

    def log_sorting(self, data: dict) -> str:
        """What a player's sorting took out of the junk pile."""
        if data.get("value") is None and "count" not in data:
            return self.tr("keeps the junk pile as it is")
        if data.get("value") is None:
            return self.tr("discards the whole junk pile (%n card(s))", None, data["count"])
        if data.get("moved"):
            return self.tr("discards {count} × {value}; {moved} to bargains, now collects {value}s").format(count=data["count"], value=data["value"], moved=data["moved"])
        return self.tr("discards {count} × {value}").format(count=data["count"], value=data["value"])


def trick_marks(play, index: int) -> list[str]:
    """The marks of a trick's card (the felt's and the spoken names' words say them): it led, what it
    declared, a super offer that did not lead."""
    marks = ["led"] if index == 0 else []
    marks += declared(play.trump, play.higher)
    return marks + (["super"] if play.card == SUPER and index > 0 else [])


def declared(trump: bool | None, higher: bool | None) -> list[str]:
    """What a played card declared, as marks: trump or "not trump", "above" or "below" its twin."""
    marks = [] if trump is None else ["trump" if trump else "not trump"]
    return marks + ([] if higher is None else ["above" if higher else "below"])


__getattr__ = module_functions(SchnaeppchenTableTexts())
