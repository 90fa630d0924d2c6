"""The plot kit: series read back as drawn, colours from the palette (light and dark), legend, PNG export."""

from PySide6.QtGui import QColor, QImage, QPalette

from cardtable.app.shell import plot_kit


def palette(base: str, text: str) -> QPalette:
    result = QPalette()
    for group in (QPalette.ColorGroup.Active, QPalette.ColorGroup.Inactive, QPalette.ColorGroup.Disabled):
        result.setColor(group, QPalette.ColorRole.Base, QColor(base))
        result.setColor(group, QPalette.ColorRole.Text, QColor(text))
    return result


def make(qtbot):
    plot = plot_kit.make_plot()
    qtbot.addWidget(plot)
    return plot


def legend_names(plot) -> list[str]:
    return [label.text for _, label in plot.legend.items]


def test_series_are_read_back_as_given_with_their_names_in_the_legend(qtbot):
    plot = make(qtbot)
    plot_kit.add_series(plot, [0, 1, 2], [0, 5, 3], "Ada", QColor("#e69f00"))
    plot_kit.add_series(plot, [0, 1, 2], [0, -1, 8], "Bob", QColor("#56b4e9"))
    assert plot_kit.series_data(plot) == [("Ada", [0, 1, 2], [0, 5, 3]), ("Bob", [0, 1, 2], [0, -1, 8])]
    assert legend_names(plot) == ["Ada", "Bob"]


def test_series_differ_by_marker_and_carry_their_colour(qtbot):
    plot = make(qtbot)
    first = plot_kit.add_series(plot, [0, 1], [1, 2], "Ada", QColor("#e69f00"))
    second = plot_kit.add_series(plot, [0, 1], [1, 2], "Bob", QColor("#56b4e9"))
    chosen = plot_kit.add_series(plot, [0, 1], [1, 2], "Cy", QColor("#009e73"), marks="x")
    assert first.opts["symbol"] != second.opts["symbol"]
    assert chosen.opts["symbol"] == "x"
    assert first.opts["pen"].color() == QColor("#e69f00")
    assert first.opts["symbolBrush"].color() == QColor("#e69f00")


def test_a_series_with_more_x_than_y_is_refused_and_draws_nothing(qtbot):
    plot = make(qtbot)
    try:
        plot_kit.add_series(plot, [0, 1, 2], [0, 1], "Ada", QColor("red"))
    except ValueError as error:
        assert "3" in str(error) and "2" in str(error)
    else:
        raise AssertionError("accepted")
    assert plot_kit.series_data(plot) == [] and legend_names(plot) == []


def test_clearing_removes_the_series_and_their_legend_entries(qtbot):
    plot = make(qtbot)
    plot_kit.add_series(plot, [0, 1], [1, 2], "Ada", QColor("red"))
    plot_kit.clear_series(plot)
    assert plot_kit.series_data(plot) == [] and legend_names(plot) == []
    assert plot.getPlotItem().listDataItems() == []


def test_light_and_dark_palettes_colour_the_background_axes_labels_and_legend(qtbot):
    plot = make(qtbot)
    plot_kit.set_axis_labels(plot, "Round", "Score")
    series = plot_kit.add_series(plot, [0, 1], [1, 2], "Ada", QColor("#e69f00"))
    for base, text in (("#ffffff", "#101010"), ("#202124", "#e8eaed")):
        plot.setPalette(palette(base, text))
        assert plot.is_dark() == (base == "#202124")
        assert plot.backgroundBrush().color() == QColor(base)
        for name in ("left", "bottom"):
            assert plot.getAxis(name).textPen().color() == QColor(text)
            assert plot.getAxis(name).pen().color() == QColor(text)
        assert QColor(text).name() in plot.getAxis("bottom").labelStyle.get("color", "")
        assert plot.legend.labelTextColor() == QColor(text)
        assert all(QColor(text).name()[1:] in label.item.toHtml() for _, label in plot.legend.items)
        assert plot.legend.brush().color().rgb() == QColor(base).rgb()
        assert series.opts["symbolPen"].color() == QColor(text)
    assert plot.label_text("bottom") == "Round" and plot.label_text("left") == "Score"
    assert plot.getAxis("bottom").labelText == "Round"


def test_export_writes_a_png_of_the_plot(qtbot, tmp_path):
    plot = make(qtbot)
    plot.resize(400, 300)
    plot_kit.add_series(plot, [0, 1, 2], [0, 5, 3], "Ada", QColor("#e69f00"))
    path = tmp_path / "scores.png"
    plot_kit.export_png(plot, path)
    image = QImage(str(path))
    assert not image.isNull() and (image.width(), image.height()) == (400, 300)
    assert path.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"


def test_export_to_a_folder_that_does_not_exist_names_the_path_and_writes_nothing(qtbot, tmp_path):
    plot = make(qtbot)
    path = tmp_path / "missing" / "scores.png"
    try:
        plot_kit.export_png(plot, path)
    except OSError as error:
        assert str(path) in str(error)
    else:
        raise AssertionError("no error")
    assert not path.parent.exists()


def test_the_export_button_asks_for_a_file_and_adds_the_extension(qtbot, tmp_path, monkeypatch):
    plot = make(qtbot)
    asked = []

    def ask(parent, title, suggested, filters):
        asked.append((title, suggested, filters))
        return str(tmp_path / "mine"), filters
    monkeypatch.setattr(plot_kit.QFileDialog, "getSaveFileName", ask)
    button = plot_kit.export_button(plot, "scores.png")
    qtbot.addWidget(button)
    assert button.text() == "Export as PNG…"
    button.click()
    assert asked and asked[0][1].endswith("scores.png") and "*.png" in asked[0][2]
    assert (tmp_path / "mine.png").is_file()


def test_the_context_action_exports_too_and_a_cancel_writes_nothing(qtbot, tmp_path, monkeypatch):
    plot = make(qtbot)
    monkeypatch.setattr(plot_kit.QFileDialog, "getSaveFileName", lambda *args: ("", ""))
    assert plot.export_action in plot.actions() and plot.export_action.text() == "Export as PNG…"
    plot.export_action.trigger()
    assert list(tmp_path.iterdir()) == [tmp_path / "user-data"] or list(tmp_path.iterdir()) == []
    monkeypatch.setattr(plot_kit.QFileDialog, "getSaveFileName", lambda *args: (str(tmp_path / "a.png"), ""))
    plot.export_action.trigger()
    assert (tmp_path / "a.png").is_file()


def test_a_failed_export_is_told_in_a_message(qtbot, tmp_path, monkeypatch):
    plot = make(qtbot)
    told = []
    monkeypatch.setattr(plot_kit.QFileDialog, "getSaveFileName",
                        lambda *args: (str(tmp_path / "missing" / "a.png"), ""))
    monkeypatch.setattr(plot_kit.QMessageBox, "warning", lambda parent, title, text: told.append(text))
    assert plot_kit.ask_and_export(plot, "a.png") is None
    assert told and "missing" in told[0]
