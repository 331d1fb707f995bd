"""The screens over the game in detail: the help page, the question before quitting, and the arrow
picker's words, keys and what it fires."""

from __future__ import annotations

import pytest
from textual.containers import VerticalScroll
from textual.widgets import Button, Label, Static

from wumpus.app.mapview import CaveMap
from wumpus.app.screens import ArrowPicker, HelpScreen, Instructions, QuitScreen, chance_words, paragraphs
from wumpus.engine import Shoot

from .helpers import QUIET, SIZE, make


def shown(screen, selector: str) -> str:
    return str(screen.query_one(selector, Static).render())


def flat(text: str) -> str:
    return " ".join(text.split())


# -- the help page -------------------------------------------------------------------------------
@pytest.mark.parametrize("key", ["escape", "question_mark", "q"])
async def test_the_help_closes_with_esc_question_mark_or_q_and_q_there_quits_nothing(key):
    app = make(start=QUIET, seed=1)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("1", "question_mark")
        assert isinstance(app.screen, HelpScreen)
        await pilot.press(key)
        await pilot.pause()
        assert app.screen is app.screen_stack[0] and len(app.screen_stack) == 1
        assert app.is_running and app.game.moves == 1


async def test_the_help_scrolls_a_line_with_the_arrow_keys_and_a_page_with_the_page_keys():
    app = make(start=QUIET, seed=1)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("question_mark")
        page = app.screen.query_one("#help", VerticalScroll)
        assert page.scroll_y == 0 and page.max_scroll_y > 20
        for key, row in [("down", 1), ("down", 2), ("up", 1)]:
            await pilot.press(key)
            await pilot.pause()
            assert page.scroll_y == row, key
        height = page.scrollable_content_region.height
        await pilot.press("pagedown")  # a page at a time
        await pilot.pause()
        assert page.scroll_y == 1 + height
        await pilot.press("pageup")
        await pilot.pause()
        assert page.scroll_y == 1


async def test_the_help_names_the_rules_then_their_instructions_then_the_keys():
    app = make(rules="spec", start=QUIET, seed=1)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("question_mark")
        screen = app.screen
        rules = app.game.rules
        head = shown(screen, "#help-rules").split("\n")
        assert head[0] == f"These rules: {rules.title} ({rules.name})"
        assert head[1] == rules.summary
        assert head[2] == ("Score: a win scores 100 minus your moves (shots are free), a loss 0; the status panel "
                           "shows what a win would score now. (This game's score: the version itself keeps none.)")
        assert head[-1] == "(The keys of this app come after the rules: scroll down with ↓ or PgDn.)"
        assert shown(screen, "#help-instructions").startswith('Welcome to "Hunt the Wumpus".\nThe wumpus')
        page = screen.query_one("#help", VerticalScroll)
        assert page.border_title == "Help" and page.border_subtitle == "Esc to close"
        keys = shown(screen, "#help-keys")
        assert keys.startswith("Playing here\n\nMoving\n")
        assert "scroll the messages\n\nReading the map\n" in keys and "Warnings (a hazard is one tunnel away)" in keys
        assert "\n\nWarnings (a hazard is one tunnel away)\n  [W] the wumpus   [P] a bottomless pit   [B] super bats\n" in keys
        assert not screen.query("#help-line-commands")  # spec's own words are all the help needs
        assert footer_keys(app) == [("esc", "Close")]


async def test_the_help_of_a_version_with_commands_of_its_own_says_what_they_are_here():
    app = make(rules="teaching", start=QUIET, seed=1)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("question_mark")
        said = flat(shown(app.screen, "#help-line-commands"))
        assert said.startswith("In this app: the commands above are typed in the line game, wumpus text")
        assert "s shoots (S)" in said


async def test_the_help_of_a_version_without_instructions_says_it_has_none():
    from dataclasses import replace

    from wumpus.engine import Game, get_ruleset

    classic = get_ruleset("classic")
    bare = replace(classic, messages=replace(classic.messages, instructions="\n\n"))
    app = make(start=QUIET, seed=1)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        app.push_screen(HelpScreen(Game(rules=bare, seed=1)))
        await pilot.pause()
        assert shown(app.screen, "#help-instructions") == "(This version has no instructions of its own.)"


# -- the question before quitting ------------------------------------------------------------------
async def test_the_quit_question_says_the_wumpus_is_still_out_there_and_what_becomes_of_the_game():
    app = make(start=QUIET, seed=1)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("1", "q")
        await pilot.pause()
        question = str(app.screen.query_one("#quit-question", Label).render())
        assert question == "The wumpus is still out there.\nQuit? The game is saved for next time."
        assert str(app.screen.query_one("#yes", Button).label) == "Yes, quit (y)"
        assert str(app.screen.query_one("#no", Button).label) == "No (n)"


@pytest.mark.parametrize("keys", [("escape",), ("n",), ("enter",)], ids=["esc", "n", "enter-on-no"])
async def test_the_quit_question_keeps_playing_on_esc_n_or_an_enter_on_no(keys):
    app = make(start=QUIET, seed=1)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("1", "q")
        await pilot.pause()
        assert isinstance(app.screen, QuitScreen)
        await pilot.press(*keys)
        await pilot.pause()
        assert not isinstance(app.screen, QuitScreen) and app.is_running
        await pilot.press("2")  # the game goes on: room 2's second tunnel leads to 3
        assert app.game.moves == 2 and app.game.hunter == 3


@pytest.mark.parametrize(("button", "quits"), [("#yes", True), ("#no", False)])
async def test_the_quit_questions_buttons_answer_it(button, quits):
    app = make(start=QUIET, seed=1)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("1", "q")
        await pilot.pause()
        await pilot.click(button)
        await pilot.pause()
        assert app.is_running != quits


# -- the arrow picker --------------------------------------------------------------------------------
def picker_text(app) -> tuple[str, str, str, str]:
    """The picker's frame help, its path, its list and its message, as shown."""
    screen = app.screen
    return (screen.query_one("#picker").border_subtitle, shown(screen, "#picker-path"),
            shown(screen, "#picker-choices"), shown(screen, "#picker-message"))


async def test_the_picker_shows_where_the_arrow_starts_the_path_so_far_and_the_rooms_on_offer():
    app = make(start=QUIET, seed=1)  # room 1: tunnels to 2 5 8; room 2: to 1 3 10
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("s")
        assert app.screen.query_one("#picker").border_title == "Shoot an arrow"
        assert picker_text(app) == (
            "a number ⏎ adds it · ⏎ again fires · Esc cancels",
            "From room 1, 5 arrows left.\nPath (0 of at most 5): none yet",
            "Next room: its number ⏎, or ↑↓ ⏎\n▶ room 2\n  room 5\n  room 8\n  f Fire (choose a room first)",
            "",
        )
        await pilot.press("enter")  # the pointer's room: 2, and the pointer goes to Fire
        _, path, choices, message = picker_text(app)
        assert path == "From room 1, 5 arrows left.\nPath (1 of at most 5): 2"
        assert choices == ("Next room: its number ⏎, or ↑↓ ⏎\n  room 1  ⚠ you are here\n  room 3\n  room 10\n"
                           "▶ f Fire the arrow")
        assert message == ""


async def test_with_one_arrow_left_the_picker_says_one_arrow():
    app = make(rules="teaching", start=QUIET, seed=1)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("s")
        assert picker_text(app)[1] == "From room 1, one arrow left.\nPath (0 of at most 3): none yet"


async def test_the_pointer_goes_round_the_list_and_enter_takes_the_room_it_is_on():
    app = make(start=QUIET, seed=1)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("s", "8", "down")  # 8 taken as typed: the arrow keys bring the pointer back
        assert app.screen.path == [8] and "▶ room 1  ⚠ you are here" in picker_text(app)[2]
        await pilot.press("escape", "s", "up")  # from the first room up to Fire
        assert "▶ f Fire (choose a room first)" in picker_text(app)[2]
        await pilot.press("down")  # and down from Fire round to the first room
        assert "▶ room 2" in picker_text(app)[2]
        await pilot.press("right", "right", "left", "enter")
        assert app.screen.path == [5]


async def test_a_room_number_being_typed_shows_and_backspace_takes_its_digits_back():
    app = make(start=QUIET, seed=1)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("s", "1")
        assert picker_text(app)[2].startswith("Next room: 1▏  (Enter takes it)\n")
        await pilot.press("backspace")
        assert "Next room: its number ⏎, or ↑↓ ⏎" in picker_text(app)[2]
        assert app.screen.path == [] and app.screen.entry == ""
        await pilot.press("2", "backspace", "8")  # 2 (or 20) taken back: 8 is the room
        assert app.screen.path == [8]
        await pilot.press("1", "enter")  # after 8 taken as typed, 1 waits, and Enter takes it
        assert app.screen.path == [8, 1]
        await pilot.press("backspace")
        assert app.screen.path == [8]
        await pilot.press("1", "0")  # ten, not one and then nought
        assert app.screen.path == [8, 10] and "\n⏎ confirms room 10\n" in picker_text(app)[2]
        # from 8 (tunnels to 1 7 9) the arrow veers into your room one time in 3
        assert flat(picker_text(app)[2]).startswith(
            "No tunnel leads from 8 to 10: from there the arrow's way is left to chance, the rooms named after it "
            "followed from wherever it goes. Should it meet no wumpus, 1 in 3 it comes back into your room and "
            "hits you. ⏎ confirms room 10")
        await pilot.press("backspace")  # the room taken as typed goes, and the pointer is back
        assert app.screen.path == [8]
        assert picker_text(app)[2].startswith("Next room: its number ⏎, or ↑↓ ⏎\n") and "▶" in picker_text(app)[2]


async def test_firing_with_no_room_chosen_is_refused_and_backspace_on_nothing_says_how_to_go_back(monkeypatch):
    app = make(start=QUIET, seed=1)
    async with app.run_test(size=SIZE) as pilot:
        rung = count_bells(app, monkeypatch)
        await pilot.press("s", "up", "enter")  # Enter on Fire, and no room chosen
        assert isinstance(app.screen, ArrowPicker) and app.game.shots == 0
        assert picker_text(app)[3] == "AN ARROW FLIES 1 TO 5 ROOMS" and len(rung) == 1
        await pilot.press("2", "5", "f")  # no room 25; then f, and still no room chosen
        assert isinstance(app.screen, ArrowPicker) and app.game.shots == 0 and len(rung) == 3
        _, _, choices, message = picker_text(app)
        assert message == "AN ARROW FLIES 1 TO 5 ROOMS" and "drops" not in choices and "▶" in choices
        await pilot.press("backspace")
        assert picker_text(app)[3] == "The path is empty: Esc goes back to the game."
        await pilot.press("escape")
        assert not isinstance(app.screen, ArrowPicker)
        assert app.game.shots == 0 and app.game.arrows == 5


async def test_a_full_path_says_so_and_takes_no_more_rooms():
    app = make(start=QUIET, seed=1)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("s", "2", "enter", "3", "enter", "4", "enter", "5", "enter")
        _, path, choices, _ = picker_text(app)
        assert path.endswith("Path (4 of at most 5): 2 → 3 → 4 → 5")
        assert "  room 4  ✗ too crooked" in choices.split("\n")  # back the way it came
        await pilot.press("6", "enter")
        _, path, choices, message = picker_text(app)
        assert path.endswith("Path (5 of at most 5): 2 → 3 → 4 → 5 → 6")
        assert choices == "The path is as long as an arrow can fly.\n▶ f Fire the arrow"
        await pilot.press("7")
        _, _, choices, message = picker_text(app)
        assert message == "The arrow cannot fly further than 5 rooms: f fires it."
        assert choices == "The path is as long as an arrow can fly.\n⏎ drops that number\n  f Fire the arrow"
        await pilot.press("enter")  # only drops the 7
        assert app.game.shots == 0 and app.screen.path == [2, 3, 4, 5, 6]
        await pilot.press("enter")
        assert app.game.shots == 1 and app.game.actions[-1] == Shoot((2, 3, 4, 5, 6))


def count_bells(app, monkeypatch) -> list[int]:
    rung: list[int] = []
    monkeypatch.setattr(app, "bell", lambda: rung.append(1))
    return rung


async def test_a_room_the_rules_refuse_rings_says_why_and_is_not_added(monkeypatch):
    app = make(start=QUIET, seed=1)
    async with app.run_test(size=SIZE) as pilot:
        rung = count_bells(app, monkeypatch)
        await pilot.press("s", "2", "enter", "3", "enter", "2", "enter")  # back into 2: too crooked
        assert app.screen.path == [2, 3] and len(rung) == 1
        assert picker_text(app)[3] == "Not room 2: ARROWS AREN'T THAT CROOKED - TRY ANOTHER ROOM"
        await click_room(pilot, 4)  # a room it may fly to: what was said is done with
        assert app.screen.path == [2, 3, 4] and picker_text(app)[3] == "" and len(rung) == 1
        await pilot.press("2", "5")
        assert app.screen.path == [2, 3, 4] and len(rung) == 2
        assert picker_text(app)[3] == "There is no room 25 in this cave."
        await pilot.press("enter", "5", "enter")
        assert app.screen.path == [2, 3, 4, 5] and picker_text(app)[3] == ""
        await pilot.press("4")  # no other room's number begins with 4: taken, and refused, at once
        _, _, choices, message = picker_text(app)
        assert message == "Not room 4: ARROWS AREN'T THAT CROOKED - TRY ANOTHER ROOM" and len(rung) == 3
        assert choices.startswith("⏎ drops that number\n") and "confirms" not in choices


def test_a_chance_reads_as_one_in_so_many_where_it_is_else_as_a_percentage():
    assert [chance_words(p) for p in (1 / 2, 1 / 3, 1 / 4, 1 / 250)] == ["1 in 2", "1 in 3", "1 in 4", "1 in 250"]
    assert [chance_words(p) for p in (2 / 3, 0.3, 0.0051)] == ["67%", "30%", "1%"]
    assert [chance_words(p) for p in (0.003, 0.0049)] == ["under 1%", "under 1%"]


#: instructions as their writer wrapped them, at 60 columns at most: a paragraph of two lines,
#: a numbered item going on under its words, an item of its own, two short lines that each
#: stand alone (the second would not have fitted on the first), and an indented paragraph
WRITTEN = """\
The wumpus sleeps in a cave of twenty rooms, each with three
tunnels to others, and wakes when you shoot or walk in.
   1. Walk from room to room through the tunnels, one at
      a time, and listen at each for what lies ahead.
   - Shoot an arrow through up to five rooms.
Short line.
This line is long enough that its first word did not fit.

   Indented here, a paragraph of its own with a long first
   second line."""


def test_the_instructions_are_read_as_paragraphs_lists_kept():
    found = [(p.first, p.hang, p.text) if p else None for p in paragraphs(WRITTEN)]
    assert found == [
        ("", "", "The wumpus sleeps in a cave of twenty rooms, each with three tunnels to others, and wakes "
                 "when you shoot or walk in."),
        ("   1. ", "      ", "Walk from room to room through the tunnels, one at a time, and listen at each "
                              "for what lies ahead."),
        ("   - ", "     ", "Shoot an arrow through up to five rooms."),
        ("", "", "Short line."),
        ("", "", "This line is long enough that its first word did not fit."),
        None,
        ("   ", "   ", "Indented here, a paragraph of its own with a long first second line."),
    ]


def test_instructions_that_fit_keep_their_lines_and_those_that_do_not_are_rewrapped_by_paragraph():
    page = Instructions("\n" + WRITTEN + "\n\n")
    assert page.lines_for(60) == WRITTEN.split("\n")
    assert page.lines_for(0) == WRITTEN.split("\n")
    assert page.lines_for(40) == [
        "The wumpus sleeps in a cave of twenty",
        "rooms, each with three tunnels to",
        "others, and wakes when you shoot or walk",
        "in.",
        "   1. Walk from room to room through the",
        "      tunnels, one at a time, and listen",
        "      at each for what lies ahead.",
        "   - Shoot an arrow through up to five",
        "     rooms.",
        "Short line.",
        "This line is long enough that its first",
        "word did not fit.",
        "",
        "   Indented here, a paragraph of its own",
        "   with a long first second line.",
    ]
    assert page.lines_for(60) == WRITTEN.split("\n")  # wide again: as written


CHANCE = ("No tunnel leads from 1 to 9: from there the arrow's way is left to chance, the rooms named after it "
          "followed from wherever it goes.\n")
#: 9's tunnels lead to 8 10 18
FROM_9 = "⏎ confirms room 9\n  room 8\n  room 10\n  room 18\n  f Fire the arrow"


@pytest.mark.parametrize(("rules", "path", "said", "listed"), [
    ("classic", "9", "the arrow will veer at random.", CHANCE + FROM_9),
    ("tournament", "9", "the arrow will veer at random.", CHANCE + FROM_9),
    ("tournament+host-dice", "9", "the arrow will veer at random.", CHANCE + FROM_9),  # rolled as the host rolls
    ("teaching", "9↪2", "the arrow will glance off into the lowest-numbered room beside it, room 2.",
     "⏎ confirms room 9\n  room 1  ⚠ you are here\n  room 3\n  room 10\n  f Fire the arrow"),
    ("gentle", "9✗wall", "the arrow will hit the wall and fall: it flies no further, so f fires it.",
     "The arrow flies no further than the wall.\n⏎ confirms room 9\n  f Fire the arrow"),
])
async def test_aiming_where_no_tunnel_leads_says_what_these_rules_do_with_the_arrow(rules, path, said, listed):
    # room 1's tunnels lead to 2 5 8: none to 9
    app = make(rules=rules, start=QUIET, seed=1)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("s", "9")
        _, shown_path, choices, message = picker_text(app)
        assert message == f"No tunnel leads from room 1 to room 9: {said}"
        assert shown_path.endswith(f": {path}")
        assert choices == listed


async def click_room(pilot, room: int) -> None:
    picker_map = pilot.app.screen.query_one("#picker-map", CaveMap)
    region = picker_map.room_region(room)
    await pilot.click("#picker-map", offset=(region.x, region.y))
    await pilot.pause()


async def test_a_room_clicked_on_the_pickers_map_joins_the_path_and_drops_the_number_being_typed():
    app = make(start=QUIET, seed=1)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("s")
        await click_room(pilot, 5)
        assert app.screen.path == [5]
        await pilot.press("1")  # 1, or 10 to 19: it waits
        await click_room(pilot, 4)  # 5's tunnels lead to 1 4 6
        assert app.screen.path == [5, 4] and app.screen.entry == ""
        assert "Next room: its number ⏎, or ↑↓ ⏎" in picker_text(app)[2]
        await pilot.press("enter")  # the pointer on Fire: it fires
        assert app.game.actions[-1] == Shoot((5, 4))
        await pilot.press("s", "5")  # taken as typed, its Enter still to come
        await click_room(pilot, 4)  # a click chooses on: the Enter after it fires
        await pilot.press("enter")
        assert app.game.actions[-1] == Shoot((5, 4)) and app.game.shots == 2


async def test_a_room_clicked_past_the_end_of_the_path_or_with_no_arrow_rings_and_adds_nothing(monkeypatch):
    app = make(rules="teaching", start=QUIET, seed=1)  # one arrow, paths of 3 rooms at most
    async with app.run_test(size=SIZE) as pilot:
        rung = count_bells(app, monkeypatch)
        await pilot.press("s", "2", "enter", "3", "enter", "4", "enter")
        await click_room(pilot, 5)
        assert app.screen.path == [2, 3, 4] and len(rung) == 1
        assert picker_text(app)[3] == "The arrow cannot fly further than 3 rooms: f fires it."
        await pilot.press("f")  # the only arrow: it lies in room 4
        assert app.game.arrows == 0 and not app.game.over
        await pilot.press("s")
        said = picker_text(app)
        assert said[0] == "Esc goes back" and said[2] == "Esc goes back to the game."
        assert said[1] == "From room 1, no arrows left.\nPath (0 of at most 3): none yet"
        await click_room(pilot, 2)
        assert app.screen.path == [] and len(rung) == 2 and picker_text(app) == said
        await pilot.press("escape")
        assert not isinstance(app.screen, ArrowPicker) and app.game.shots == 1


def footer_keys(app) -> list[tuple[str, str]]:
    from textual.widgets._footer import FooterKey

    return [(str(key.key_display), key.description) for key in app.screen.query(FooterKey)]


async def test_the_pickers_footer_offers_its_keys_and_without_an_arrow_only_esc():
    app = make(rules="teaching", start=QUIET, seed=1)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("s")
        await pilot.pause()
        assert footer_keys(app) == [("0-9", "Room number"), ("⏎", "Add / Fire"), ("f", "Fire"),
                                    ("⌫", "Remove last"), ("esc", "Cancel")]
        await pilot.press("2", "enter", "enter", "s")  # the only arrow shot
        await pilot.pause()
        assert footer_keys(app) == [("esc", "Cancel")]
        said = picker_text(app)
        await pilot.press("2", "enter", "down", "f", "backspace", "space")  # none of them does anything
        assert app.screen.path == [] and app.game.shots == 1 and picker_text(app) == said


async def test_a_path_back_into_your_room_ends_there_and_backspace_takes_it_back(monkeypatch):
    app = make(start=QUIET, seed=1)
    async with app.run_test(size=SIZE) as pilot:
        rung = count_bells(app, monkeypatch)
        await pilot.press("s", "2", "enter", "1", "enter")
        assert picker_text(app) == (
            "f fires anyway · Backspace takes it back · Esc cancels",
            "From room 1, 5 arrows left.\nPath (2 of at most 5): 2 → 1✗you",
            "The arrow flies no further than your room.\n▶ f Fire the arrow",
            "Room 1 is your room: the arrow would hit you there.",
        )
        await pilot.press("3")
        assert app.screen.path == [2, 1]
        assert picker_text(app)[3] == ("The arrow comes back into your room before it gets that far: f fires it, "
                                       "Backspace takes the room back.")
        assert len(rung) == 1
        await pilot.press("enter", "enter")  # the first drops the 3; the second fires nothing that hits you
        assert app.game.shots == 0 and len(rung) == 2
        assert picker_text(app)[3] == ("This arrow comes back into your room and hits you: f fires it all the same, "
                                       "Backspace takes room 1 back.")
        await pilot.press("backspace")
        assert picker_text(app) == (
            "a number ⏎ adds it · ⏎ again fires · Esc cancels",
            "From room 1, 5 arrows left.\nPath (1 of at most 5): 2",
            "Next room: its number ⏎, or ↑↓ ⏎\n  room 1  ⚠ you are here\n▶ room 3\n  room 10\n  f Fire the arrow",
            "",
        )


async def test_esc_puts_the_arrow_away_and_the_game_goes_on_as_it_was():
    app = make(start=QUIET, seed=1)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("s", "2", "enter", "3", "enter", "escape")
        assert not isinstance(app.screen, ArrowPicker)
        assert app.game.shots == 0 and app.game.arrows == 5 and not app.game.actions
        await pilot.press("s")  # a new path, from nothing
        assert app.screen.path == [] and picker_text(app)[1].endswith("none yet")


async def test_a_0_typed_is_room_0_at_once_where_the_cave_has_one_and_refused_at_once_where_not():
    from wumpus.engine import DODECAHEDRON, Positions

    from_zero = DODECAHEDRON.relabel({r: r - 1 for r in DODECAHEDRON.rooms})  # rooms 0 to 19
    app = make(cave=from_zero, start=Positions(1, 19, (16, 15), (10, 12)), seed=1)  # room 1: tunnels to 0 2 9
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("s", "0")
        assert app.screen.path == [0] and picker_text(app)[2].startswith("⏎ confirms room 0\n")
        await pilot.press("enter")  # confirms it: nothing fired
        assert app.game.shots == 0 and "▶ f Fire the arrow" in picker_text(app)[2]
    app = make(start=QUIET, seed=1)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("s", "0")
        assert app.screen.path == [] and picker_text(app)[2].startswith("⏎ drops that number\n")


@pytest.mark.parametrize(("rules", "keys", "rooms", "lines"), [
    # nothing chosen: the rooms the arrow may fly to first, round the hunter
    ("classic", (), {1: "hunter", 2: "choice", 5: "choice", 8: "choice"}, {}),
    # 1 → 2 → 3 along the tunnels: 3's onward rooms, never 2 again (too crooked)
    ("classic", ("2", "enter", "3", "enter"),
     {1: "hunter", 2: "path", 3: "path", 4: "choice", 12: "choice"}, {(1, 2): "path-line", (2, 3): "path-line"}),
    # no tunnel from 1 to 9: no line drawn there, only along 9 → 10; the onward rooms are 10's
    ("classic", ("9", "1", "0", "enter"),
     {1: "hunter", 9: "path", 10: "path", 2: "choice", 11: "choice"}, {(9, 10): "path-line"}),
    # teaching's arrow glances off into room 2: the map follows it there, and room 1 is yours
    ("teaching", ("9",), {1: "hunter", 2: "path", 3: "choice", 10: "choice"}, {(1, 2): "path-line"}),
    # gentle's arrow stops at the wall: nowhere to go next
    ("gentle", ("9",), {1: "hunter"}, {}),
    # teaching's only arrow shot: nothing to offer
    ("teaching", ("2", "enter", "enter", "s"), {1: "hunter"}, {}),
])
async def test_the_pickers_map_marks_your_room_the_path_the_arrow_takes_and_where_it_may_go_next(
        rules, keys, rooms, lines):
    app = make(rules=rules, start=QUIET, seed=1)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("s", *keys)
        picker_map = app.screen.query_one("#picker-map", CaveMap)
        assert picker_map.room_roles == rooms
        assert picker_map.edge_roles == lines


def test_a_line_runs_on_into_the_next_only_when_the_next_word_would_nearly_have_fitted_on_it():
    # the widest line is 60 columns: a line runs on when its next word would have taken it past 52
    text = ("The wumpus sleeps in a cave of twenty rooms, each with three\n"
            "tunnels to others.\n"
            "Bats carry you off to a room of their choosing,\n"  # 47 columns, and "which": 53
            "which may be anywhere.\n"
            "A pit is a long fall; the wumpus is a worse one.\n"  # 48 columns, and "Yet": 52
            "Yet the arrow is the worst of all.")
    assert [p.text for p in paragraphs(text)] == [
        "The wumpus sleeps in a cave of twenty rooms, each with three tunnels to others.",
        "Bats carry you off to a room of their choosing, which may be anywhere.",
        "A pit is a long fall; the wumpus is a worse one.",
        "Yet the arrow is the worst of all.",
    ]


async def test_the_pickers_footer_is_compact_below_100_columns_as_the_games_is_and_follows_a_resize():
    from textual.widgets import Footer

    app = make(start=QUIET, seed=1)
    async with app.run_test(size=(99, 30)) as pilot:
        await pilot.press("s")
        await pilot.pause()
        footer = app.screen.query_one(Footer)
        assert footer.compact and app.screen_stack[0].query_one(Footer).compact
        await pilot.resize_terminal(100, 30)
        await pilot.pause()
        assert not footer.compact and not app.screen_stack[0].query_one(Footer).compact
        await pilot.resize_terminal(99, 30)
        await pilot.pause()
        assert footer.compact


async def test_backspace_takes_back_one_digit_of_a_longer_room_number():
    from wumpus.engine import DODECAHEDRON, Positions

    from_100 = DODECAHEDRON.relabel({r: r + 99 for r in DODECAHEDRON.rooms})  # rooms 100 to 119
    app = make(cave=from_100, start=Positions(100, 119, (116, 115), (110, 112)), seed=1)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("s", "1", "1")  # 110 to 119: it waits
        assert "Next room: 11▏  (Enter takes it)" in picker_text(app)[2]
        await pilot.press("backspace")
        assert app.screen.entry == "1" and "Next room: 1▏  (Enter takes it)" in picker_text(app)[2]


async def test_an_arrow_that_glances_off_into_your_room_is_said_to_hit_you():
    # teaching, from 9: 18 is a tunnel; 18 has none to 1, so the arrow glances off into 9, your room
    from wumpus.engine import Positions

    app = make(rules="teaching", start=Positions(9, 20, (15, 16), (11, 13)), seed=1)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("s", "1", "8", "enter", "1", "enter")
        assert picker_text(app)[3] == ("No tunnel leads from room 18 to room 1: the arrow will glance off into the "
                                       "lowest-numbered room beside it, room 9. That is your room: the arrow would "
                                       "hit you.")


async def test_where_arrows_fly_back_along_one_way_tunnels_the_picker_offers_those_rooms_after_the_tunnels_out():
    from wumpus.caves import load_cave
    from wumpus.engine import Positions

    # seed 3's 12-room cave: room 1's tunnels lead to 3 5 6, and one-way tunnels into it from 4 8 11;
    # the tournament's arrows fly either way along a tunnel
    app = make(seed=3, rules="tournament", cave=load_cave("random:rooms=12,tunnels=3,oneway=0.5", 3),
               start=Positions(1, 11, (4, 10), (2, 7)))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("s")
        rooms = [line.split()[-1] for line in picker_text(app)[2].split("\n")[1:-1]]
        assert rooms == ["3", "5", "6", "4", "8", "11"]


async def test_a_room_named_past_the_wall_is_refused_and_the_wall_said_to_stop_the_arrow():
    app = make(rules="gentle", start=QUIET, seed=1)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("s", "9", "4")  # no tunnel from 1 to 9: gentle's arrow hits the wall
        assert app.screen.path == [9]
        assert picker_text(app)[3] == ("The arrow hits the wall before it gets that far: f fires it, "
                                       "Backspace takes the room back.")


async def test_where_chance_takes_over_further_on_the_picker_names_the_room_the_arrow_is_in_then():
    app = make(start=QUIET, seed=1)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("s", "2", "enter", "3", "enter", "9")  # 3's tunnels lead to 2 4 12
        assert app.screen.path == [2, 3, 9]
        assert picker_text(app)[2].startswith("No tunnel leads from 3 to 9: from there the arrow's way is left to "
                                              "chance")


async def test_a_space_after_a_room_taken_as_typed_confirms_it_and_the_list_says_so_at_once():
    app = make(start=QUIET, seed=1)  # room 1: tunnels to 2 5 8; room 5: to 1 4 6
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("s", "5")  # no room's number begins with 5: taken at once, Enter only confirms it
        choices = picker_text(app)[2]
        assert choices.startswith("⏎ confirms room 5\n") and "▶" not in choices
        await pilot.press("space")  # confirmed as Enter would: the pointer is back, on Fire
        choices = picker_text(app)[2]
        assert "confirms" not in choices
        assert choices.startswith("Next room: its number ⏎, or ↑↓ ⏎\n") and choices.endswith("▶ f Fire the arrow")


async def test_a_space_that_ends_a_number_being_typed_leaves_the_next_enter_to_fire():
    app = make(start=QUIET, seed=1)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("s", "2")  # 2 could begin 20: it waits
        assert picker_text(app)[2].startswith("Next room: 2▏  (Enter takes it)")
        await pilot.press("space")  # taken as Enter takes it: nothing is left to confirm
        choices = picker_text(app)[2]
        assert app.screen.path == [2] and "confirms" not in choices and choices.endswith("▶ f Fire the arrow")
        await pilot.press("enter")
        await pilot.pause()
        assert app.game.shots == 1 and app.game.actions[-1] == Shoot((2,))


async def test_the_pickers_map_of_a_big_cave_takes_all_the_room_its_frame_leaves_and_follows_a_resize():
    from textual.geometry import Region

    from wumpus.caves import load_cave

    app = make(seed=5, cave=load_cave("random:rooms=120", 5))  # a picture too big for any of these screens
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.press("s")
        await pilot.pause()
        picker = app.screen
        picker_map = picker.query_one("#picker-map", CaveMap)
        for width, height in [(80, 24), (100, 30), (90, 26)]:
            await pilot.resize_terminal(width, height)
            await pilot.pause()
            # the frame fills the screen above the footer's row; inside it, the map fills the rows and
            # every column the side leaves it but the one between them
            assert picker.query_one("#picker").region == Region(0, 0, width, height - 1), (width, height)
            side = picker.query_one("#picker-side").region
            assert side.right == width - 1
            assert picker_map.region == Region(1, 1, side.x - 2, height - 3), (width, height)
            assert picker_map.scrolls
