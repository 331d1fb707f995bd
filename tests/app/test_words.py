"""Words that say what they do: keys, the status, the legend, counts, the splash in the ruleset's voice."""

from __future__ import annotations

import json
import re

import pytest

from textual.widgets import Static

from wumpus.app.splash import SplashScreen
from wumpus.app.stats_screen import StatsScreen
from wumpus.engine import DODECAHEDRON, Game, Positions
from wumpus.engine import events as ev
from wumpus.engine.messages import counted

from .helpers import QUIET, SIZE, log_text, make


def status_lines(app) -> list[str]:
    return str(app.query_one("#status", Static).render()).splitlines()


async def test_the_footer_calls_r_what_it_does():
    app = make(seed=3)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        words = {key: b for key, b in ((k, v.binding.description) for k, v in app.active_bindings.items())}
        assert words["r"] == "Again"
        assert words["R"] == "Replays"
        game = app.game
        setup = (game.hunter, game.wumpus, game.pits, game.bats)
        await pilot.press("1", "r", "y")  # r deals the same set-up again (asking first: a game is going)
        await pilot.pause()
        game = app.game
        assert game.actions == [] and (game.hunter, game.wumpus, game.pits, game.bats) == setup
        assert "The same set-up again" in log_text(app)


async def test_the_arrows_line_reads_as_one_rule():
    app = make(seed=3)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        arrows = next(line for line in status_lines(app) if line.startswith("Arrows"))
        assert arrows.split() == ["Arrows", "5", "(run", "out", "and", "you", "lose)"]


async def test_the_legend_samples_are_no_room_numbers():
    app = make(seed=3, start=QUIET)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        legend = str(app.query_one("#legend", Static).render())
        assert "you are here" in legend and "tunnel" in legend
        assert not re.search(r"\d", legend)


async def test_the_turn_stays_in_its_column_whatever_the_room():
    columns = set()
    for hunter in (1, 12):
        app = make(seed=3, start=Positions(hunter, 20 if hunter != 20 else 19, (17, 16), (11, 13)))
        async with app.run_test(size=SIZE) as pilot:
            await pilot.pause()
            first = status_lines(app)[0]
            assert f" {hunter} " in first
            columns.add(first.index("Turn"))
    assert len(columns) == 1


def test_counted_says_one_thing_and_many_things():
    assert counted(1, "arrow") == "1 arrow"
    assert counted(0, "arrow") == "0 arrows"
    assert counted(5, "turn") == "5 turns"


def test_one_arrow_is_not_one_arrows():
    for rules in ("gentle", "spec"):
        game = Game(DODECAHEDRON, rules, 1)
        text = game.messages.render(ev.Location(1, (2, 5, 8), 1), narrate=True)
        assert "1 arrow" in text and "1 arrows" not in text
        assert "5 arrows" in game.messages.render(ev.Location(1, (2, 5, 8), 5), narrate=True)
    # the line mode keeps the 1973-style program's own words, slip and all
    gentle = Game(DODECAHEDRON, "gentle", 1).messages
    assert "You have 1 arrows" in gentle.render(ev.Location(1, (2, 5, 8), 1))


async def test_resumed_after_one_turn(tmp_path):
    app = make(seed=8)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("1", "q", "y")
        await pilot.pause()
    app = make(seed=8, resume="yes")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert len(app.game.actions) == 1
        assert "Resumed after 1 turn:" in log_text(app)


async def test_a_reset_and_a_cheat_are_no_turns_when_a_teaching_game_is_resumed():
    # seed 001's R and C leave its prompt's number where it was: the Turn counter and the log agree
    from wumpus.app.saving import record_for
    from wumpus.engine import Cheat, Move, Reset
    from wumpus.storage.saves import save_game

    game = Game(rules="teaching", seed=3)
    game.apply(Cheat())
    game.apply(Reset(Positions(1, 20, (17, 16), (11, 13), None)))
    game.apply(Move(2))
    save_game(record_for(game))
    app = make(seed=8, resume="yes")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert len(app.game.actions) == 3
        assert "Turn 2" in " ".join(status_lines(app)[0].split())
        text = log_text(app)
        assert "Resumed after 1 turn:" in text
        assert "— cheat —" in text and "— reset: you 1, wumpus 20 —" in text
        assert "— 1. move 2 —" in text and "— 3." not in text
        await pilot.press("1")
        assert "— 2. move 1 —" in log_text(app)
        assert "Turn 3" in " ".join(status_lines(app)[0].split())


async def test_the_last_game_is_one_game(monkeypatch, tmp_path):
    import os
    from pathlib import Path

    data = Path(os.environ["WUMPUS_DATA_DIR"])
    data.mkdir(parents=True, exist_ok=True)
    line = {"rules": "classic", "cave": "dodecahedron", "seed": 1, "won": True, "cause": "wumpus_killed",
            "moves": 3, "arrows_used": 1, "score": 90, "date": "2026-01-01T00:00:00"}
    (data / "history.jsonl").write_text(json.dumps(line) + "\n", encoding="utf-8")
    app = make(seed=3)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("t")
        await pilot.pause()
        assert isinstance(app.screen, StatsScreen)
        chart = str(app.screen.query_one("#stats-chart", Static).render())
        assert chart.startswith("Last 1 game (")


async def test_a_gentle_win_splash_speaks_gentle():
    app = make(rules="gentle", start=Positions(1, 2, (17, 16), (11, 13)), seed=1, splash=True)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("x", "s", "2", "enter", "enter")
        await pilot.pause()
        assert app.game.won
        assert isinstance(app.screen, SplashScreen) and app.screen.kind == "won"
        art = app.screen.frame_text
        assert "Hee Hee - The Wumpus will getcha next time!!" in art
        assert "AHA!" not in art and "HEE HEE HEE" not in art


async def test_a_classic_win_splash_keeps_the_1973_words():
    app = make(start=Positions(1, 2, (17, 16), (11, 13)), seed=1, splash=True)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("x", "s", "2", "enter", "enter")
        await pilot.pause()
        assert "AHA! YOU GOT THE WUMPUS!" in app.screen.frame_text


async def test_reading_pages_hide_the_game_behind_them():
    app = make(seed=3)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("question_mark")
        await pilot.pause()
        assert app.screen.styles.background.a == 1  # opaque: no border of the game shows at its edges


async def test_a_warning_given_once_for_each_hazard_is_counted_in_the_status_as_in_the_log():
    from wumpus.caves import load_cave

    # fiend (Yob's warnings, one for each hazard), seed 8 in the beads: both pits are next door
    app = make(rules="fiend", cave=load_cave("beads", 8), seed=8)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert app.game.percepts() == ("pit", "pit")
        assert log_text(app).count("[P] I FEEL A DRAFT") == 2
        warnings = [line for line in status_lines(app) if line.startswith("[P]")]
        assert warnings == ["[P] I FEEL A DRAFT ×2"]


async def test_a_warning_given_once_whatever_the_number_of_hazards_is_not_counted():
    # teaching warns once of the pits, however many are next door
    app = make(rules="teaching", start=Positions(1, 20, (2, 5), (11, 13)), seed=1)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert app.game.percepts() == ("pit",)
        warnings = [line for line in status_lines(app) if "×" in line]
        assert not warnings


async def test_teaching_says_its_typed_commands_are_the_line_games_and_what_stands_for_them_here():
    from textual.css.query import NoMatches

    app = make(rules="teaching", seed=1)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert "reset/cheat commands" in log_text(app)  # the ruleset's own summary promises them...
        assert "R, C, D, P and X commands are the line game's (wumpus text --rules teaching)" in log_text(app)
        await pilot.press("question_mark")
        await pilot.pause()
        assert "Enter 'C' to cheat" in str(app.screen.query_one("#help-instructions", Static).render())
        said = str(app.screen.query_one("#help-line-commands", Static).render())
        assert "wumpus text --rules teaching" in said  # ...and the app says where they are
        for here in ("? shows these rules (D)", "the map is always on screen (P)", "q quits (X)", "R replays"):
            assert here in said
    app = make(rules="classic", seed=1)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("question_mark")
        await pilot.pause()
        try:
            app.screen.query_one("#help-line-commands")
        except NoMatches:
            pass
        else:
            raise AssertionError("classic names no line-game commands of its own")
        assert "line game" not in log_text(app)


RULESETS = ["classic", "spec", "teaching", "tournament", "gentle", "fiend", "wump3"]


@pytest.mark.parametrize("rules", RULESETS)
async def test_every_ruleset_says_what_its_score_is(rules):
    app = make(rules=rules, start=QUIET, seed=1)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert "Score   100 if you win now" in status_lines(app)
        await pilot.press("1")  # a safe step costs a point
        await pilot.pause()
        assert "Score   99 if you win now" in status_lines(app)
        await pilot.press("question_mark")
        await pilot.pause()
        said = str(app.screen.query_one("#help-rules", Static).render())
        assert "Score: a win scores 100 minus your moves (shots are free), a loss 0" in said


async def test_near_the_move_limit_the_status_counts_the_moves_left():
    # tournament rules: the hundredth move exhausts you; "1" walks between rooms 1 and 2, far from harm
    app = make(rules="tournament", start=Positions(1, 20, (17, 16), (11, 13)), seed=1)
    async with app.run_test(size=SIZE) as pilot:
        for _ in range(89):
            await pilot.press("1")
        await pilot.pause()
        assert not any(line.startswith("Moves") for line in status_lines(app))
        await pilot.press("1")
        await pilot.pause()
        assert "Moves   9 left; move 100 loses" in status_lines(app)
        for _ in range(8):
            await pilot.press("1")
        await pilot.pause()
        assert app.game.moves == 98
        assert "Moves   1 left; move 100 loses" in status_lines(app)
        await pilot.press("1")
        await pilot.pause()
        assert app.game.moves == 99
        assert "Moves   none left; move 100 loses" in status_lines(app)


async def test_the_help_says_how_the_map_looks_without_colour_as_the_map_draws_it(monkeypatch):
    from wumpus.app.mapview import CaveMap

    monkeypatch.setenv("NO_COLOR", "1")
    app = make(seed=3, start=QUIET)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        cave_map = app.query_one("#map", CaveMap)
        tunnel = cave_map.get_component_rich_style("cave-map--tunnel")
        warned = cave_map.get_component_rich_style("cave-map--warned")
        assert tunnel.bold and tunnel.underline and warned.italic and warned.underline
        await pilot.press("question_mark")
        await pilot.pause()
        said = " ".join(str(app.screen.query_one("#help-keys", Static).render()).split())
        assert ("with NO_COLOR set: your room reversed, rooms you can walk to bold and underlined, "
                "rooms with a warning italic and underlined") in said
        assert "At the end of a game a letter beside a room marks the wumpus (W), a pit (P) or bats (B)" in said


async def test_a_game_that_can_no_longer_be_won_says_so_in_the_status_and_the_hint():
    # gentle: the last arrow gone, the game goes on, but the wumpus cannot be shot
    app = make(rules="gentle", start=Positions(1, 20, (17, 16), (11, 13)), seed=1)
    async with app.run_test(size=(100, 30)) as pilot:
        for _ in range(5):
            await pilot.press("s", "2", "enter", "enter")
            await pilot.pause()
        assert app.game.arrows == 0 and not app.game.over
        lines = status_lines(app)
        assert "Arrows  0 (the wumpus can no longer be shot)" in lines
        assert "Score   no win left: no arrow to shoot" in lines
        assert not any("if you win now" in line for line in lines)
        await pilot.press("h")
        await pilot.pause()
        assert "the wumpus can no longer be shot" in log_text(app)
        shown = {b.binding.action for b in app.active_bindings.values() if b.enabled}
        assert "shoot" not in shown and "move_to" in shown  # nothing left to shoot; walking goes on


async def test_teaching_says_no_win_is_left_once_the_arrow_is_out_of_reach():
    # seed 5: the shot wakes the wumpus, who goes into room 2, where the arrow lies; walked in on
    # in an even room he stays and kills you, and with no arrow nothing else moves him
    app = make(rules="teaching", seed=5)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("s", "2", "enter", "enter")
        await pilot.pause()
        assert app.game.arrows == 0 and app.game.arrow_room == 2
        await pilot.press("2", "1", "1")  # to 9, 8 and 1
        await pilot.pause()
        assert app.game.hunter == 1 and not app.game.over
        lines = status_lines(app)
        assert "Score   no win left: arrow out of reach" in lines
        assert not any("if you win now" in line for line in lines)
        await pilot.press("h")
        await pilot.pause()
        assert "your arrow lies in room 2 with the wumpus" in log_text(app)


async def test_no_win_left_keeps_its_reason_whole_beside_a_wide_map():
    # beside the Risk map at 80x24 the status is 32 columns: the reason goes to a line of its own
    from wumpus.assets import asset_path
    from wumpus.caves import load_cave

    app = make(rules="teaching", seed=60, cave=load_cave(str(asset_path("caves", "risk-competition.txt"))))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("3", "s", "1", "7", "enter", "enter")
        await pilot.pause()
        assert app.game.arrows == 0 and app.game.arrow_room == 17 and not app.game.over
        assert app.query_one("#status", Static).content_region.width < len("Score   no win left: arrow out of reach")
        lines = [line.rstrip().replace("\u00a0", " ") for line in status_lines(app)]
        assert lines[lines.index("Score   no win left:") + 1] == "  arrow out of reach"  # under the line it goes on


@pytest.mark.parametrize("width", [30, 40, 80])
def test_a_command_in_the_log_wraps_between_words_never_inside_a_value(width):
    from wumpus.app.messagelog import wrap_message

    line = "The same set-up anywhere: wumpus --rules tournament --seed 3 --cave random:rooms=60,tunnels=3"
    rows = wrap_message(line, width)
    assert all(len(row) <= width for row in rows)
    words = " ".join(row.strip() for row in rows).split()
    assert words == line.split()  # every word whole, on one row
    assert any("--seed 3" in row for row in rows)  # an option and its value together where they fit
    if width >= 40:
        assert any("--cave random:rooms=60,tunnels=3" in row for row in rows)


@pytest.mark.parametrize("width", [24, 30, 32, 40])
def test_a_group_of_rooms_too_long_for_a_line_is_broken_between_its_rooms_indented_under_its_line(width):
    # seed 1 on random:rooms=60,tunnels=9: nine rooms at one figure are longer than a line; Textual's
    # own wrapping broke them anywhere, and left the odds on a line of their own, unindented
    from textual.content import Content

    from wumpus.app.notes import SEPARATOR, together
    from wumpus.app.panels import HANG, kept_together

    groups = together([11, 18, 20, 25, 29, 36, 46, 48, 51], "W11%\u00a0P11%") + SEPARATOR + together([7], "safe")
    rows = kept_together(Content(f"Ways on {groups}"), width).plain.split("\n")
    assert " ".join(row.strip() for row in rows) == "Ways on 11 18 20 25 29 36 46 48 51 W11% P11% each · 7 safe"
    assert all(len(row) <= width for row in rows), rows
    assert all(row.startswith(HANG) and row[len(HANG)] != " " for row in rows[1:]), rows
    assert all(row.strip() not in ("·", "each") for row in rows), rows  # nothing left on a line alone


async def test_the_palettes_screenshot_says_where_it_went_in_plain_words(tmp_path):
    app = make(seed=3)
    said = []
    app.notify = lambda message, **how: said.append(message)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        app.action_screenshot(filename="cave.svg", path=str(tmp_path))
        await pilot.pause(0.3)
    assert said == [f"Saved screenshot to {tmp_path / 'cave.svg'}"]  # once, and no "[$text-success]"
    assert (tmp_path / "cave.svg").read_text().startswith("<svg")


@pytest.mark.parametrize(("rules", "keys", "wumpus"), [
    # the arrow misses and wakes the teaching wumpus, who walks from 2 into the hunter's room, 1
    ("teaching", ["s", "5", "enter", "enter"], "ended in 1"),
    # tunnel 2 leads into the pit in room 5: the wumpus never woke
    ("classic", ["2"], "was in 17"),
])
async def test_the_legend_at_the_end_says_where_the_wumpus_ended_when_he_moved(rules, keys, wumpus):
    from wumpus.app.panels import legend_content

    app = make(seed=3, rules=rules)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        start = app.game.start.wumpus
        await pilot.press(*keys)
        await pilot.pause()
        game = app.game
        assert game.over
        assert legend_content(game).plain.splitlines()[0] == f" W  the wumpus {wumpus}"
        assert (game.wumpus != start) == wumpus.startswith("ended")


def test_the_legend_explains_the_o_of_a_loop_in_caves_that_have_them():
    from wumpus.app.panels import legend_content
    from wumpus.caves import load_cave

    dendrite = load_cave("dendrite", 3)  # its twigs' tunnels lead back into their own rooms
    assert any(room in exits for room, exits in dendrite.exits.items())
    assert legend_content(Game(dendrite, "classic", 3)).plain.splitlines()[-1].endswith("  o loop")
    assert "o loop" not in legend_content(Game(DODECAHEDRON, "classic", 3)).plain


async def test_the_theme_chosen_is_worn_again_by_the_next_game_and_the_replay(tmp_path):
    from wumpus.app.replay import replay_app
    from wumpus.app.themes import theme_path
    from wumpus.engine import GameRecord

    app = make(seed=3)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert app.theme == "textual-dark"
        app.theme = "okabe-ito"  # as Ctrl+P, Theme chooses it
        await pilot.pause()
    assert theme_path().read_text() == "okabe-ito\n"
    again = make(seed=4)
    async with again.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert again.theme == "okabe-ito"
    replay = replay_app(GameRecord.of(again.game), animation=False)
    async with replay.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert replay.theme == "okabe-ito"
    # a theme this version does not have (a hand edit, a later version's) is passed over
    theme_path().write_text("no-such-theme\n")
    other = make(seed=5)
    async with other.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert other.theme == "textual-dark"


@pytest.mark.parametrize("palette", ["commands", "themes"])
async def test_ctrl_c_in_the_command_palette_closes_it_and_says_over_the_game_how_to_quit(palette):
    from textual.command import CommandPalette

    app = make(seed=3)
    said = []
    app.notify = lambda message, **how: said.append((message, app.screen))
    async with app.run_test(size=(80, 24)) as pilot:
        if palette == "commands":
            await pilot.press("ctrl+p")
        else:
            app.search_themes()  # (the palette's Theme)
        await pilot.pause()
        assert isinstance(app.screen, CommandPalette)
        await pilot.press("ctrl+c")
        await pilot.pause()
        assert app.is_running and app.screen is app.screen_stack[0]
        assert said == [("Press q to quit the game.", app.screen_stack[0])]
