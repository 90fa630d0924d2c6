"""The kit's entry builders: a felt's text as spoken, a button entry."""

from cardtable.app.table.access.builders import button_entry, spoken, text_entry


def test_a_felts_text_is_spoken_without_its_arrow_warning_and_symbols_with_commas_for_dots():
    assert spoken("▶ Bruno to play · trick 3") == "Bruno to play, trick 3"
    assert spoken("⚠ Not allowed") == "Not allowed"
    assert spoken("green ♣ 7 · led", symbols=("♣",)) == "green 7, led"


def test_a_text_entry_is_read_only_and_spoken():
    entry = text_entry(("deck",), "▶ deck · 20", symbols=())
    assert (entry.name, entry.kind, entry.press, entry.enabled) == ("deck, 20", "text", None, False)


def test_a_button_entry_is_pressed_as_a_click_and_keeps_its_name():
    pressed = []
    entry = button_entry(("junk", 0), "Your junk pile: 3 cards", None, "press to look at it",
                         lambda: pressed.append(True), True)
    assert (entry.name, entry.kind, entry.description, entry.enabled) == ("Your junk pile: 3 cards", "button",
                                                                          "press to look at it", True)
    entry.press()
    assert pressed == [True]
