"""Vector cards: rendered at the device size asked for, cached, and never identified by colour alone."""

from cardtable.app.table import cards
from cardtable.app.table.cards import BACK, PALETTE, SYMBOLS, CardFace, card_pixmap


def test_card_renders_at_the_requested_device_size(qtbot):
    for dpr in (1.0, 2.0):
        pixmap = card_pixmap(CardFace("27", "blue"), 90, 126, dpr)
        assert (pixmap.width(), pixmap.height()) == (round(90 * dpr), round(126 * dpr))
        assert pixmap.devicePixelRatio() == dpr
        image = pixmap.toImage()
        assert image.pixelColor(image.width() // 2, image.height() // 2).alpha() == 255
        assert image.pixelColor(0, 0).alpha() < 255  # rounded corner: the card is not a plain rectangle


def test_cache_reuses_a_pixmap_and_keys_it_by_size(qtbot):
    cards.clear_cache()
    face = CardFace("12", "green")
    first = card_pixmap(face, 70, 98, 1.0)
    assert card_pixmap(face, 70, 98, 1.0).cacheKey() == first.cacheKey()
    assert cards.cache_size() == 1
    bigger = card_pixmap(face, 140, 196, 1.0)
    assert bigger.cacheKey() != first.cacheKey()
    assert cards.cache_size() == 2


def test_every_face_down_card_shares_one_back(qtbot):
    one = card_pixmap(CardFace("5", "red", face_down=True), 60, 84)
    other = card_pixmap(CardFace("33", "blue", face_down=True), 60, 84)
    assert one.cacheKey() == other.cacheKey() == card_pixmap(BACK, 60, 84).cacheKey()


def test_faces_differ_in_pixels(qtbot):
    low = card_pixmap(CardFace("3", "blue"), 80, 112).toImage()
    high = card_pixmap(CardFace("35", "red"), 80, 112).toImage()
    assert low != high


def test_each_meaningful_colour_has_its_own_symbol():
    symbols = [style.symbol for style in PALETTE.values() if style.symbol is not None]
    assert len(symbols) >= 6
    assert len(set(symbols)) == len(symbols)
    assert set(symbols) <= set(SYMBOLS)


def test_captioned_card_renders(qtbot):
    pixmap = card_pixmap(CardFace("4", "green", caption="Coffee"), 100, 140)
    assert not pixmap.isNull()


def test_the_cache_keeps_to_its_bytes_dropping_the_least_recently_used(qtbot, monkeypatch):
    monkeypatch.setattr(cards, "CACHE_BYTES", 3 * 200 * 280 * 4)  # three big cards
    cards.clear_cache()
    first = card_pixmap(CardFace("1", "red"), 200, 280)
    for number in range(2, 12):
        card_pixmap(CardFace(str(number), "red"), 200, 280)
        assert cards.cache_bytes() <= cards.CACHE_BYTES
    assert cards.cache_size() == 3 and cards.cache_bytes() == 3 * 200 * 280 * 4
    assert card_pixmap(CardFace("1", "red"), 200, 280).cacheKey() != first.cacheKey()  # dropped, drawn anew
    cards.clear_cache()
    assert cards.cache_bytes() == 0
