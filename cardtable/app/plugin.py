"""The contract between the app shell and a game's view: what a game shows, asks and tells.

A game's view lives in its own package, `cardtable/app/games/<id>/` (its id that of the rules' registry,
cardtable.games, the one list of the games), as one `GameView` subclass in the package's `view` module,
registered with `@register_view` when that module is imported: `view_class` imports it when the game is
first wanted, so that the start page, which lists the games from their `listing` modules alone
(`game_listings`, `GameListing`), loads no view. A game from elsewhere (a test's) registers its view
itself. The shell (start page, new-game dialog, game page, results, rules window, About box) speaks to a
game only through the methods below, and to its table only through the `GameTable` base class of the table
kit:

- the shell asks `create_table()` for the table widget and draws observations on it
  (`show_observation`, `animate(events, observation)`);
- when a person must act, the shell passes the legal actions to the table (`set_legal_actions`) and
  enables the view's `action_buttons()`; the table (a click, a key, a dialog of its own) or a button
  answers with one action of that list through `action_requested`; the shell hands it to the rules,
  which accept it or refuse it with a Refusal, a kind and its values (`describe_reason` translates it);
- for the side panel, the log and the results the view turns observations, events and the final
  state's public accessors (`scores`, `ranking`, `score_breakdown`) into translated texts.

A view never decides a rule: it reads the observation and the rules' own accessors. It imports only
its own rules package, the table kit and this module (which hands it the translation helpers it needs);
the import rules in pyproject.toml check it.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from importlib import import_module
from importlib.util import find_spec
from pathlib import Path
from typing import TYPE_CHECKING, Any, ClassVar, Hashable, Iterator, Mapping, Sequence

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QObject
from PySide6.QtWidgets import QWidget

from cardtable.games import Event, Game, GameState, OptionSpec, Refusal, available_ids
from cardtable.games.core import MOMENT_KINDS
from cardtable.app.i18n import event_values, log_template, reason_template, translate_data
from cardtable.app.resources import game_picture, rules_page

if TYPE_CHECKING:
    from cardtable.app.table.game_table import GameTable

__all__ = ["COMMON_LOG", "COMMON_REASONS", "MOMENT_KINDS", "ActionButton", "Catalogue", "GameListing", "GameView",
           "event_values", "game_listing", "game_listings", "log_template", "reason_template", "register_view",
           "translate_data", "unregister_view", "view_class", "view_classes"]


# One line per kind of event, whoever wins: "won by" reads right for one winner and for a shared win.
COMMON_LOG = {
    "game_over": QT_TRANSLATE_NOOP("Log", "Game over, won by {winner_seats}"),
}

# One template per kind of refusal the rules' core (or any game, for "malformed" and "wrong_phase") makes;
# {seat} is a player's name, {given} a seat number that is none, {action} an action as the rules wrote it.
COMMON_REASONS = {
    "game_over": QT_TRANSLATE_NOOP("Reasons", "The game is over."),
    "not_your_turn": QT_TRANSLATE_NOOP("Reasons", "It is not your turn."),
    "not_turn": QT_TRANSLATE_NOOP("Reasons", "It is not {seat}'s turn."),
    "no_seat": QT_TRANSLATE_NOOP("Reasons", "There is no seat {given} in a game of {players} players."),
    "malformed": QT_TRANSLATE_NOOP("Reasons", "Malformed action: {action}."),
    "wrong_phase": QT_TRANSLATE_NOOP("Reasons", "That move does not fit this moment of the game."),
}


@dataclass(frozen=True)
class ActionButton:
    """A button of the side panel that plays one action: its label and keyboard shortcut, translated."""

    action: Hashable
    label: str
    shortcut: str


@dataclass(frozen=True)
class GameListing:
    """A game as the start page lists it, without loading its view (its table kit, faces and texts) nor its
    rules: its id, its texts as written, marked QT_TRANSLATE_NOOP("Games", ...), which the methods translate,
    and how many may play it (the rules' min_players and max_players, which tests/app/test_plugin_listings.py
    holds them to). Each game's package holds one, LISTING in its `listing` module; the game's catalogue takes
    these texts from there."""

    game_id: str
    name_text: str
    summary_text: str
    credit_text: str
    min_players: int
    max_players: int

    def name(self) -> str:
        return translate_data("Games", self.name_text)

    def summary(self) -> str:
        return translate_data("Games", self.summary_text)

    def credit(self) -> str:
        return translate_data("Games", self.credit_text)

    def picture(self) -> Path:
        return game_picture(self.game_id)


@dataclass(frozen=True)
class Catalogue:
    """A game's texts that live in data, each marked with QT_TRANSLATE_NOOP in the game's view package
    under the context named here, so that pyside6-lupdate collects them and the shell can translate
    them when it shows them. The translation tests check that the rules write no text missing here."""

    name: str  # "Games"
    summary: str  # "Games": one line for the start page
    credit: str  # "Games": who designed the game, for the About box
    options: tuple[str, ...] = ()  # "Options": every option's label and choice labels
    events: tuple[str, ...] = ()  # "Events": every event template the rules write
    actions: tuple[str, ...] = ()  # "Actions": the rules' short action labels (describe_action)
    # "Log": the one line the log writes for each kind of event (kind -> template); a kind missing here
    # keeps the rules' own template, from `events`
    log: Mapping[str, str] = field(default_factory=dict)
    # "Reasons": why the rules refuse an action, one template per kind of refusal the game makes (kind ->
    # template), as `log` for events; the core's own kinds are in COMMON_REASONS
    reasons: Mapping[str, str] = field(default_factory=dict)


class GameView(QObject):
    """Everything of one game that the shell shows. Subclasses set `game` and `catalogue` and implement
    the methods marked "each game"; the others have a default that suits most games.

    A QObject, so that subclasses translate with `self.tr`, the form in which pyside6-lupdate
    recognises plural forms (%n); the class name is the translation context.
    """

    game: ClassVar[type[Game]]
    catalogue: ClassVar[Catalogue]
    REQUIRED: ClassVar[tuple[str, ...]] = ("create_table", "prompt", "scoreboard_headers", "scoreboard_rows",
                                           "results_headers", "result_cells")

    # --- the game as the start page, the new-game dialog and the rules window show it ------------------------
    @classmethod
    def listing(cls) -> GameListing:
        """The game as the start page lists it, from this view's catalogue."""
        return GameListing(cls.game.id, cls.catalogue.name, cls.catalogue.summary, cls.catalogue.credit,
                           cls.game.min_players, cls.game.max_players)

    @classmethod
    def name(cls) -> str:
        return cls.listing().name()

    @classmethod
    def summary(cls) -> str:
        return cls.listing().summary()

    @classmethod
    def credit(cls) -> str:
        return cls.listing().credit()

    @classmethod
    def picture(cls) -> Path:
        return cls.listing().picture()

    @classmethod
    def rules_page(cls, language: str) -> Path:
        return rules_page(cls.game.id, language)

    @classmethod
    def option_label(cls, spec: OptionSpec) -> str:
        return translate_data("Options", spec.label)

    @classmethod
    def choice_labels(cls, spec: OptionSpec) -> list[str]:
        """The labels of an option's choices, in the order of `spec.choices`."""
        return [translate_data("Options", label) for label in spec.choice_labels]

    # --- the table and the person's actions ----------------------------------------------------------------
    def create_table(self, parent=None) -> GameTable:
        """Each game: its table widget, a GameTable of the table kit."""
        raise TypeError(f"{type(self).__name__} must implement create_table")

    def action_buttons(self) -> list[ActionButton]:
        """The side panel's buttons; none for a game played on the table only."""
        return []

    def action_tooltip(self, action: Hashable, observation: Any) -> str:
        return ""

    def action_label(self, action: Hashable, observation: Any, names: Sequence[str]) -> str:
        """A legal action in a few words, in the current language, for the coach's list and its lines:
        the side panel's button label when the view has one for it, else the rules' `describe_action`
        translated through the catalogue's "Actions". A game whose actions name cards says so itself."""
        for button in self.action_buttons():
            if button.action == action:
                return button.label
        return translate_data("Actions", self.game.describe_action(action))

    def prompt(self, observation: Any, names: Sequence[str]) -> str:
        """Each game: what the side panel says is happening or asks of the person to act."""
        raise TypeError(f"{type(self).__name__} must implement prompt")

    def showcase(self, table: GameTable, legal: Sequence) -> Iterator[tuple[str, QWidget | None]]:
        """For the screenshot tool, at a person's turn: bring up one by one the screens of this game worth
        looking at now (an overlay, a dialog), yielding for each while it shows its name and the widget to
        shoot (a dialog of its own, or None for the whole window), and put the table back as it was when
        resumed. A game with no such screens yields nothing."""
        return iter(())

    def window_title(self, state: GameState) -> str:
        return QCoreApplication.translate("GameView", "{game} — deal {seed}").format(game=self.name(),
                                                                                    seed=state.seed)

    # --- the shell's frame: the window's title and the hot-seat cover --------------------------------------------
    def progress(self, observation: Any) -> str:
        """How far a game under way has gone, from public information (a spectator's observation), for the
        window's title: "round 2 of 3", "card 12 of 24"; empty when the game has nothing to count."""
        return ""

    def cover_text(self, name: str) -> str:
        """What the hot-seat cover tells everyone while `name` comes to the screen: who looks away, and
        what `name` is about to see (in the game's own words)."""
        return QCoreApplication.translate("HotSeatCover", "Everyone else, please look away. {name}: click when you "
                                          "are ready to see what only you may see.").format(name=name)

    # --- the log ------------------------------------------------------------------------------------------------
    def describe_event(self, event: Event, names: Sequence[str]) -> str:
        """An event of the rules as a line of the log, in the current language (plain text)."""
        return self.log_template(event).format(**self.log_values(event, names)).strip()

    def log_template(self, event: Event) -> str:
        """The one template of this kind of event, translated: the catalogue's `log`, else the rules'."""
        return log_template(event, {**COMMON_LOG, **self.catalogue.log})

    def log_values(self, event: Event, names: Sequence[str]) -> dict[str, str]:
        """The template's fields as shown: a seat as its name (the log sets names and cards apart by
        their field: `seat`, `*_seat`, `*_seats`; `card`, `*_card`)."""
        return event_values(event, names)

    def log_colour(self, event: Event, field: str) -> str | None:
        """The colour ("#rrggbb") the log writes a card field in, for a game whose cards have colours;
        None: the text's colour (the field still stands out in weight)."""
        return None

    def opens_round(self, event: Event) -> bool:
        """Whether this event starts a round: the log puts a "Round n" heading above it."""
        return False

    def describe_reason(self, refusal: Refusal, names: Sequence[str]) -> str:
        """Why the rules refused an action, in the current language (plain text)."""
        return self.reason_template(refusal).format(**self.reason_values(refusal, names)).strip()

    def reason_template(self, refusal: Refusal) -> str:
        """The one template of this kind of refusal, translated: the catalogue's `reasons`, else the core's."""
        return reason_template(refusal, {**COMMON_REASONS, **self.catalogue.reasons})

    def reason_values(self, refusal: Refusal, names: Sequence[str]) -> dict[str, str]:
        """The template's fields as shown: a seat as its name; a game names its own terms (a card, a colour,
        a good) as its log does."""
        return event_values(refusal, names)

    # --- scores -------------------------------------------------------------------------------------------------
    def scoreboard_headers(self) -> list[str]:
        """Each game: the side panel's score table, a player's name first."""
        raise TypeError(f"{type(self).__name__} must implement scoreboard_headers")

    def scoreboard_rows(self, observation: Any, names: Sequence[str]) -> list[list[str]]:
        """Each game: one row per seat, from what the viewer may know."""
        raise TypeError(f"{type(self).__name__} must implement scoreboard_rows")

    def results_headers(self) -> list[str]:
        """Each game: its columns of the results table (the shell puts the place and the name first)."""
        raise TypeError(f"{type(self).__name__} must implement results_headers")

    def result_cells(self, state: GameState, seat: int) -> list[str]:
        """Each game: a seat's cells in those columns, from the final state's public accessors
        (`scores`, `ranking`, `score_breakdown`)."""
        raise TypeError(f"{type(self).__name__} must implement result_cells")


# --- the registry of views --------------------------------------------------------------------------------------
_VIEWS: dict[str, type[GameView]] = {}


def register_view(view: type[GameView]) -> type[GameView]:
    """Make a game's view known (a class decorator). It must implement every method marked "each game"."""
    missing = [name for name in GameView.REQUIRED
               if not any(name in vars(cls) for cls in view.__mro__[:view.__mro__.index(GameView)])]
    if missing:
        raise TypeError(f"{view.__name__} does not implement {', '.join(missing)}.")
    game = vars(view).get("game")
    if not isinstance(vars(view).get("catalogue"), Catalogue) or not (isinstance(game, type) and issubclass(game, Game)):
        raise TypeError(f"{view.__name__} must name its game and its catalogue.")
    _VIEWS[view.game.id] = view
    return view


def unregister_view(game_id: str) -> None:
    """For tests that register a game of their own."""
    _VIEWS.pop(game_id, None)


VIEW_PACKAGES = "cardtable.app.games"  # a game's package there: its `listing` and `view` modules


def _has_package(game_id: str) -> bool:
    return find_spec(f"{VIEW_PACKAGES}.{game_id}") is not None


def view_class(game_id: str) -> type[GameView]:
    """A game's view, its module imported (and so registered) when first wanted; KeyError for no such game."""
    if game_id not in _VIEWS and game_id in available_ids() and _has_package(game_id):
        import_module(f"{VIEW_PACKAGES}.{game_id}.view")
    return _VIEWS[game_id]


def view_classes() -> tuple[type[GameView], ...]:
    """Every game's view, in the order of the rules' registry (each imported as `view_class` does)."""
    return tuple(view_class(game_id) for game_id in _listed_ids())


def game_listing(game_id: str) -> GameListing:
    """A game as the start page lists it: from its registered view when there is one (a loaded view, a game
    from elsewhere), else from its package's `listing` module, which loads no view."""
    if game_id in _VIEWS:
        return _VIEWS[game_id].listing()
    if game_id in available_ids() and _has_package(game_id):
        return import_module(f"{VIEW_PACKAGES}.{game_id}.listing").LISTING
    raise KeyError(game_id)


def game_listings() -> tuple[GameListing, ...]:
    """Every game as the start page lists it, in the order of the rules' registry."""
    return tuple(game_listing(game_id) for game_id in _listed_ids())


def _listed_ids() -> list[str]:
    """The rules' games that have a view here: registered, or a package of their own."""
    return [game_id for game_id in available_ids() if game_id in _VIEWS or _has_package(game_id)]
