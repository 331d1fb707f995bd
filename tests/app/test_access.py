"""Readable by everyone: without colour, in colour-blind-safe colours, without motion, and without a screen."""

from __future__ import annotations

import itertools

import pytest

from wumpus.app.mapview import CaveMap
from wumpus.app.splash import SplashScreen
from wumpus.cli import main
from wumpus.engine import Positions

from .helpers import SIZE, log_text, make

# -- colour-vision deficiencies (Machado, Oliveira and Fernandes 2009, full severity, linear RGB) ---------------
SIGHT = {
    "protanopia": ((0.152286, 1.052583, -0.204868), (0.114503, 0.786281, 0.099216), (-0.003882, -0.048116, 1.051998)),
    "deuteranopia": ((0.367322, 0.860646, -0.227968), (0.280085, 0.672501, 0.047413), (-0.011820, 0.042940, 0.968881)),
    "tritanopia": ((1.255528, -0.076749, -0.178779), (-0.078411, 0.930809, 0.147602), (0.004733, 0.691367, 0.303900)),
}
#: the least CIE76 difference between two hazards' colours as a colour-blind player sees them
LEAST_DIFFERENCE = 20


def _linear(c: float) -> float:
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4


def _lab(rgb: tuple[float, float, float]) -> tuple[float, float, float]:
    r, g, b = rgb
    x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047
    y = 0.2126 * r + 0.7152 * g + 0.0722 * b
    z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883

    def f(t: float) -> float:
        return t ** (1 / 3) if t > 0.008856 else 7.787 * t + 16 / 116

    return 116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))


def seen(colour: str, sight: str) -> tuple[float, float, float]:
    rgb = [_linear(int(colour[i:i + 2], 16) / 255) for i in (1, 3, 5)]
    m = SIGHT[sight]
    return _lab(tuple(min(1.0, max(0.0, sum(m[i][j] * rgb[j] for j in range(3)))) for i in range(3)))


def difference(a: str, b: str, sight: str) -> float:
    return sum((p - q) ** 2 for p, q in zip(seen(a, sight), seen(b, sight), strict=True)) ** 0.5


def test_the_vision_model_tells_apart_what_it_should():
    # red and green merge for the red- and green-blind, not for the blue-blind
    assert difference("#FF0000", "#00A000", "deuteranopia") < LEAST_DIFFERENCE * 2
    assert difference("#FF0000", "#00A000", "tritanopia") > LEAST_DIFFERENCE * 3


@pytest.mark.parametrize("theme", ["textual-dark", "okabe-ito"])
async def test_hazard_colours_stay_apart_under_colour_blindness(theme):
    app = make(seed=3)
    async with app.run_test(size=SIZE) as pilot:
        assert "okabe-ito" in app.available_themes  # offered in the theme picker
        app.theme = theme
        await pilot.pause()
        v = app.get_css_variables()
        # the warnings' words (wumpus, pit, bats) and the hazards on the revealed map
        for names in (("text-error", "text-warning", "text-primary"), ("error", "warning", "secondary")):
            colours = [v[name][:7] for name in names]
            for sight in SIGHT:
                for a, b in itertools.combinations(colours, 2):
                    assert difference(a, b, sight) >= LEAST_DIFFERENCE, (theme, names, sight, a, b)


# -- NO_COLOR ---------------------------------------------------------------------------------------------------
async def test_no_color_marks_your_room_and_tunnels_by_more_than_colour(monkeypatch):
    monkeypatch.setenv("NO_COLOR", "1")
    app = make(seed=3, start=Positions(1, 2, (5, 16), (8, 13)))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert app.no_color
        cave_map = app.query_one("#map", CaveMap)
        hunter = cave_map.get_component_rich_style("cave-map--hunter")
        tunnel = cave_map.get_component_rich_style("cave-map--tunnel")
        visited = cave_map.get_component_rich_style("cave-map--visited")
        assert hunter.reverse and hunter.bold
        assert tunnel.underline and tunnel.bold
        assert not (visited.reverse or visited.underline)
        log = log_text(app)
        for tag in ("[W]", "[P]", "[B]"):
            assert tag in log


async def test_no_color_tells_the_room_your_arrow_lies_in_from_every_other_room_on_the_map(monkeypatch):
    from wumpus.app.panels import legend_content

    monkeypatch.setenv("NO_COLOR", "1")
    app = make(rules="teaching", seed=3)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        cave_map = app.query_one("#map", CaveMap)

        def look(role: str) -> tuple:
            style = cave_map.get_component_rich_style(f"cave-map--{role}")
            return tuple(bool(getattr(style, a)) for a in ("bold", "italic", "underline", "reverse", "dim", "strike"))

        others = {role: look(role) for role in ("room", "visited", "warned", "tunnel", "tunnel-warned", "hunter",
                                                 "choice", "hint")}
        assert look("lying-arrow") not in others.values(), others
        sample = [span for span in legend_content(app.game, plain=True).spans]
        assert any("i" in str(span.style).split() and "b" in str(span.style).split() for span in sample)


def test_no_color_snapshot(snap_compare, monkeypatch):
    monkeypatch.setenv("NO_COLOR", "1")
    app = make(seed=3, start=Positions(1, 2, (5, 16), (8, 13)))
    assert snap_compare(app, terminal_size=(80, 24))  # all three warnings felt, the tunnels lit


# -- reduced motion -----------------------------------------------------------------------------------------------
@pytest.mark.parametrize("how", ["--no-animation", "TEXTUAL_ANIMATIONS=none"])
async def test_reduced_motion_is_honoured_by_moves_and_splashes(how):
    animation = how != "--no-animation"
    app = make(seed=4, start=Positions(1, 20, (17, 16), (2, 13)), splash=True, animation=animation)
    if how.startswith("TEXTUAL_ANIMATIONS"):
        app.animation_level = "none"
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        title = app.screen
        assert isinstance(title, SplashScreen) and not title.animating
        assert title.frame_index == title.frames.last
        await pilot.press("x", "1")  # into the bats' room: they carry the hunter off
        assert not app.animating
        assert "SNATCH" in log_text(app)  # the bats flew, and no frame of their flight was shown


# -- a terminal that cannot draw ----------------------------------------------------------------------------------
def test_a_dumb_terminal_points_to_the_line_mode(monkeypatch, capsys):
    monkeypatch.setenv("TERM", "dumb")
    assert main(["--seed", "3"]) == 2
    err = capsys.readouterr().err
    assert "cannot draw" in err and "wumpus text" in err
