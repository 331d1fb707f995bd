"""Whole games played through the app with Textual's Pilot: keys in, engine state and screen out."""

from __future__ import annotations

import pytest
from textual.widgets import Static

from wumpus import WumpusApp
from wumpus.app.mapview import CaveMap
from wumpus.app.screens import ArrowPicker, HelpScreen, QuitScreen
from wumpus.caves import BUILTIN
from wumpus.engine import DODECAHEDRON, Game, Positions, Shoot, next_seed
from wumpus.engine import events as ev

from .helpers import QUIET, SIZE, from_palette, log_text, make, type_ahead


def status_text(app: WumpusApp) -> str:
    return str(app.query_one("#status", Static).render())


async def test_constructible_with_no_arguments():
    app = WumpusApp()
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert not app.game.over
        assert app.game.rules.name == "classic"


async def test_tunnel_keys_move_through_the_tunnels_in_order():
    # 1 leads to 2 5 8; 2 to 1 3 10; 3 to 2 4 12: every room on the way is safe
    app = make(start=QUIET, seed=3)
    async with app.run_test(size=SIZE) as pilot:
        for key, room in (("1", 2), ("2", 3), ("3", 12)):
            await pilot.press(key)
            assert app.game.hunter == room, key
        assert app.game.moves == 3
        assert app.query_one("#map", CaveMap).room_roles[12] == "hunter"
        assert "2" in log_text(app)


def entry_text(app: WumpusApp) -> str:
    return str(app.query_one("#entry", Static).render())


#: longer than the pause after which the old "Go to room" prompt took the number typed by itself
SLOW = 2.0  # longer than any typist's pause between two digits


async def test_typing_a_room_number_then_enter_moves_there():
    app = make(start=Positions(1, 20, (17, 16), (11, 13)), seed=1)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("m", "8", "enter")
        assert app.game.hunter == 8
        await pilot.press("m", "1", "8", "enter")  # not a tunnel from 8: refused, nothing changes
        assert app.game.hunter == 8
        assert app.game.moves == 1
        assert "NOT POSSIBLE" in log_text(app)
        assert log_text(app).endswith("✗ NOT POSSIBLE  (tunnels lead to 1 7 9)")


async def test_a_move_refused_into_the_room_you_are_in_says_you_are_there():
    # spec, unlike Yob's game, lets no move stay put
    app = make(rules="spec", start=Positions(8, 20, (17, 16), (11, 13)), seed=1)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("m", "8", "enter")
        assert app.game.hunter == 8 and app.game.moves == 0
        assert log_text(app).endswith("(you are in 8; tunnels lead to 1 7 9)")
        await pilot.press("1", "8", "enter")  # another room: only the tunnels
        assert log_text(app).endswith("✗ No tunnel leads from here to cave 18.  (tunnels lead to 1 7 9)")


async def test_a_typed_room_number_waits_for_enter_however_long_the_pause():
    app = make(start=Positions(1, 20, (17, 16), (11, 13)), seed=1)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("m", "5")
        await pilot.pause(SLOW)
        assert app.game.hunter == 1 and app.game.moves == 0
        assert app.entry == "5" and "Go to room: 5" in entry_text(app)
        assert "NOT POSSIBLE" not in log_text(app)
        await pilot.press("enter")
        assert app.game.hunter == 5
        assert app.entry is None


async def test_a_pause_between_the_digits_of_a_room_number_is_no_end_of_it():
    # room 4 leads to 3 5 14: the 1 of 14, typed slowly, is neither refused nor taken
    app = make(start=Positions(4, 20, (17, 16), (11, 13)), seed=1)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("m", "1")
        await pilot.pause(SLOW)
        assert app.game.hunter == 4 and app.entry == "1"
        assert "NOT POSSIBLE" not in log_text(app)
        await pilot.press("4", "enter")
        assert app.game.hunter == 14 and app.game.moves == 1


async def test_the_second_digit_of_a_slow_room_number_is_never_a_tunnel_key():
    # room 3 leads to 2 4 12: "1, pause, 2" is room 12, never a refusal and then the second tunnel (room 4)
    app = make(start=Positions(3, 20, (17, 16), (11, 13)), seed=1)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("m", "1")
        await pilot.pause(SLOW)
        await pilot.press("2")
        await pilot.pause(SLOW)
        assert app.game.hunter == 3 and app.entry == "12"
        await pilot.press("enter")
        assert app.game.hunter == 12 and app.game.moves == 1
        assert "NOT POSSIBLE" not in log_text(app)


async def test_a_slow_ten_is_never_room_one_with_its_pit():
    # room 2 leads to 1 3 10, and room 1 has a pit: "1, pause, 0" walks to 10
    app = make(start=Positions(2, 20, (1, 16), (13, 18)), seed=1)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("m", "1")
        await pilot.pause(SLOW)
        assert not app.game.over and app.game.hunter == 2
        await pilot.press("0", "enter")
        assert app.game.hunter == 10 and not app.game.over


async def test_typing_the_room_you_are_in_says_enter_spends_a_move_staying():
    # Yob's game takes your own room as a move (line 4100): the prompt says so before Enter
    app = make(start=Positions(8, 20, (17, 16), (11, 13)), seed=1)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("m", "8")
        assert "you are in 8: Enter stays here, a move spent" in entry_text(app)
        await pilot.press("enter")
        assert app.game.hunter == 8 and app.game.moves == 1
        await pilot.press("m", "9")
        assert "stays here" not in entry_text(app)


async def test_a_letter_at_the_room_prompt_says_the_prompt_takes_digits():
    # room 8 leads to 1 7 9; b, q and x at the prompt are neither the notes, quitting, nor nothing
    app = make(start=Positions(8, 20, (17, 16), (11, 13)), seed=1)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("m", "9", "x")
        assert app.entry == "9" and "'x' is not a digit 0-9: type on, Enter to go, or Esc" in entry_text(app)
        await pilot.press("b", "q")
        assert "'q' is not a digit" in entry_text(app) and not app.notes.shown and app.screen is app.screen_stack[0]
        await pilot.press("backspace", "３")  # a digit, but not one of 0-9: no room's number
        # nothing typed yet: no "another" room
        assert app.entry == "" and "'３' is not a digit 0-9: type a room number, Enter, or Esc" in entry_text(app)
        await pilot.press("9")
        await pilot.press("enter")
        assert app.game.hunter == 9 and app.entry is None


async def test_a_refused_room_number_keeps_the_prompt_open_for_another():
    # room 8 leads to 1 7 9
    app = make(start=Positions(8, 20, (17, 16), (11, 13)), seed=1)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("m", "1", "8", "enter")
        assert app.game.hunter == 8 and app.game.moves == 0
        assert "NOT POSSIBLE" in log_text(app)
        assert app.entry == ""  # still open, empty, with the reason on it
        assert "NOT POSSIBLE" in entry_text(app) and "1 7 9" in entry_text(app)
        assert "Go to room: ▏" in entry_text(app) and ": type another room, Enter, or Esc" in entry_text(app)
        await pilot.press("2")  # the start of another number, not the second tunnel (room 7)
        await pilot.pause(SLOW)
        assert app.game.hunter == 8 and app.entry == "2"
        assert "NOT POSSIBLE" not in entry_text(app)  # the reason goes with the next digit
        await pilot.press("backspace", "9", "enter")
        assert app.game.hunter == 9 and app.entry is None
        await pilot.press("m", "5", "escape")  # Esc cancels: nothing is played
        assert app.game.hunter == 9 and app.game.moves == 1 and app.entry is None
        await pilot.press("m", "enter")  # Enter with nothing typed closes the prompt too
        assert app.entry is None and app.game.moves == 1


async def test_clicking_a_neighbouring_room_moves_there():
    app = make(start=Positions(1, 20, (17, 16), (11, 13)), seed=1)
    async with app.run_test(size=SIZE) as pilot:
        cave_map = app.query_one("#map", CaveMap)
        region = cave_map.room_region(2)
        await pilot.click(CaveMap, offset=(region.x, region.y))
        assert app.game.hunter == 2


async def test_shoot_and_win():
    app = make(start=Positions(1, 2, (17, 16), (11, 13)), seed=1)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("s")
        assert isinstance(app.screen, ArrowPicker)
        await pilot.press("2", "enter", "enter")
        assert not isinstance(app.screen, ArrowPicker)
        assert app.game.over and app.game.won
        assert "AHA! YOU GOT THE WUMPUS!" in log_text(app)
        assert "You won!" in status_text(app)
        assert app.query_one("#map", CaveMap).room_roles[2] == "dead"


async def test_lose_by_falling_into_a_pit():
    app = make(start=Positions(1, 20, (2, 16), (11, 13)), seed=1)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("1")
        assert app.game.over and not app.game.won and app.game.cause == "pit"
        assert "FELL IN PIT" in log_text(app)
        assert app.query_one("#map", CaveMap).room_roles[16] == "pit"


async def test_lose_to_the_wumpus():
    app = make(rules="tournament", start=Positions(1, 2, (17, 16), (11, 13)), seed=1)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("1")
        assert app.game.over and app.game.cause == "wumpus"
        assert "You lost." in status_text(app)


async def test_lose_to_your_own_arrow():
    app = make(start=Positions(1, 20, (17, 16), (11, 13)), seed=1)
    async with app.run_test(size=SIZE) as pilot:
        # 1 -> 2 -> 3 -> 4 -> 5 -> 1: the arrow comes round to the hunter
        await pilot.press("s", "2", "enter", "3", "4", "5", "1", "enter")
        assert isinstance(app.screen, ArrowPicker)
        assert app.screen.path == [2, 3, 4, 5, 1]
        await pilot.press("enter")  # the pointer is on Fire, but an arrow sure to hit you takes f
        assert not app.game.over and app.game.arrows == 5
        assert "This arrow comes back into your room and hits you: f fires it all the same" in picker_message(app)
        await pilot.press("f")
        assert app.game.over and app.game.cause == "own_arrow"
        assert "OUCH! ARROW GOT YOU!" in log_text(app)


async def test_where_the_first_tunnel_loops_back_the_picker_starts_on_a_tunnel_that_leads_on():
    # dendrite, seed 2: the first step is into room 8, whose tunnels are 8 (a loop), 9 and 9
    app = make(seed=2, cave=BUILTIN["dendrite"])
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("1")
        assert app.game.hunter == 8 and app.game.tunnels[0] == 8
        await pilot.press("s")
        picker = app.screen
        assert picker.choices()[0] == (8, "you are here")
        assert picker._items()[picker.cursor] == 9
        await pilot.press("8", "enter", "enter")  # the loop typed on purpose, then Enter on Fire
        assert picker.path == [8] and picker.ended == "you"
        assert not app.game.over and app.game.arrows == 5
        assert "Backspace takes room 8 back" in picker_message(app)
        frame = picker.query_one("#picker")
        assert frame.border_subtitle == "f fires anyway · Backspace takes it back · Esc cancels"
        await pilot.press("backspace")  # the path empty again: the pointer back on the tunnel that leads on
        assert picker.path == [] and picker._items()[picker.cursor] == 9
        await pilot.press("9", "enter", "8", "enter", "backspace")  # 9 → 8 comes back; taken back, 9 → 10 leads on
        assert picker.path == [9] and picker._items()[picker.cursor] == 10
        assert picker.query_one("#picker").border_subtitle.startswith("a number ⏎ adds it")


async def test_the_pickers_help_line_for_a_path_back_into_your_room_fits_its_frame_at_80x24():
    app = make(seed=1, start=Positions(16, 2, (5, 12), (11, 13)))
    async with app.run_test(size=(80, 24)) as pilot:  # the narrowest picker: the smallest map at 80x24
        await pilot.press("s", "2", "0", "enter", "1", "6", "enter")
        picker = app.screen
        assert picker.path == [20, 16] and picker.ended == "you"
        frame = picker.query_one("#picker")
        assert frame.border_subtitle == "f fires anyway · Backspace takes it back · Esc cancels"
        # whole between the frame's corners, with a space and a block at each end
        assert len(frame.border_subtitle) + 6 <= frame.size.width


async def test_gentle_the_picker_offers_the_tunnels_in_the_order_its_board_lists_them():
    # seed 000's board lists room 1's tunnels as 5 8 2, as the status and "Tunnels lead to" do
    app = make(rules="gentle", seed=1, start=Positions(1, 20, (15, 16), (17, 18)))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("s")
        assert [room for room, _ in app.screen.choices()] == [5, 8, 2]


async def test_lose_by_running_out_of_arrows():
    app = make(start=Positions(1, 20, (17, 16), (11, 13)), seed=0)
    async with app.run_test(size=SIZE) as pilot:
        for _ in range(5):
            await pilot.press("s", "2", "enter", "enter")
        assert app.game.over and app.game.cause == "out_of_arrows"
        assert app.game.arrows == 0


async def test_replay_puts_everything_back():
    app = make(seed=11)
    async with app.run_test(size=SIZE) as pilot:
        start = app.game.start
        await pilot.press("1")
        await pilot.press("r", "y")  # a game under way: asked first
        assert app.game.start == start
        assert app.game.hunter == start.hunter
        assert app.game.actions == []
        assert app.game.arrows == app.game.rules.arrows


async def test_new_game_starts_afresh_with_another_seed():
    app = make(seed=11)
    async with app.run_test(size=SIZE) as pilot:
        first = app.game
        await pilot.press("1", "n", "y")  # a game under way: asked first
        assert app.game is not first
        assert app.game.seed == next_seed(first.seed)
        assert app.game.actions == []


async def test_palette_command_changes_the_rules():
    app = make(seed=5)
    async with app.run_test(size=SIZE) as pilot:
        await from_palette(pilot, "teaching rules")
        assert app.game.rules.name == "teaching"
        assert app.game.arrows == 1


async def test_teaching_picker_explains_when_the_arrow_is_gone():
    app = make(rules="teaching", start=Positions(1, 20, (17, 16), (11, 13)), seed=1)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("s", "2", "enter", "enter")  # the only arrow flies into room 2 and lies there
        assert app.game.arrows == 0 and not app.game.over
        await pilot.press("s")
        assert isinstance(app.screen, ArrowPicker)
        message = str(app.screen.query_one("#picker-message", Static).render())
        assert "arrow you don't have" in message
        offered = {key for key, bound in app.screen.active_bindings.items() if bound.binding.show}
        assert offered == {"escape"}  # only the way back
        await pilot.press("1", "enter")
        assert app.game.shots == 1
        await pilot.press("escape")
        assert not isinstance(app.screen, ArrowPicker)


async def test_picker_refuses_too_crooked_and_explains():
    app = make(start=Positions(1, 20, (17, 16), (11, 13)), seed=1)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("s", "2", "enter", "3", "2", "enter")  # 2, 3, then back to 2
        picker = app.screen
        assert isinstance(picker, ArrowPicker)
        assert picker.path == [2, 3]
        assert "CROOKED" in str(picker.query_one("#picker-message", Static).render())
        await pilot.press("backspace")
        assert picker.path == [2]
        await pilot.press("escape")
        assert app.game.shots == 0


async def test_arrow_path_is_limited_by_the_ruleset():
    app = make(rules="teaching", start=Positions(1, 20, (17, 16), (11, 13)), seed=1)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("s", "2", "enter", "3", "4", "5")
        picker = app.screen
        assert isinstance(picker, ArrowPicker)
        assert len(picker.path) == app.game.rules.max_path == 3
        assert "3 rooms" in str(picker.query_one("#picker-message", Static).render())


async def test_help_shows_the_rulesets_instructions():
    app = make(rules="gentle", seed=2)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("question_mark")
        assert isinstance(app.screen, HelpScreen)
        shown = str(app.screen.query_one("#help-instructions", Static).render())
        assert app.game.rules.messages.instructions.strip().splitlines()[0] in shown
        await pilot.press("escape")
        assert not isinstance(app.screen, HelpScreen)


RULESETS = ["classic", "spec", "teaching", "tournament", "gentle", "fiend", "wump3"]


@pytest.mark.parametrize("rules", RULESETS)
async def test_help_says_whose_the_score_is(rules):
    """Only the competition's host scored its games; every other version's score is the game's own."""
    app = make(rules=rules, seed=2)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("question_mark")
        shown = " ".join(str(app.screen.query_one("#help-rules", Static).render()).split())
        assert "a win scores 100 minus your moves" in shown
        assert ("the version itself keeps none" in shown) == (rules != "tournament")


@pytest.mark.parametrize("rules", RULESETS)
async def test_the_rules_wrap_at_80_columns_without_leaving_words_on_lines_of_their_own(rules):
    import re

    app = make(rules=rules, seed=2)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("question_mark")
        await pilot.pause()
        page = app.screen.query_one("#help-instructions", Static)
        width = page.content_size.width
        # inside the frame and its padding of one column
        shown = [strip.text[2:-2].rstrip() for strip in page.render_lines(page.region.reset_offset)[1:-1]]
        original = app.game.rules.messages.instructions.strip("\n").splitlines()
        assert " ".join(shown).split() == " ".join(original).split()  # every word, in order
        starts_item = re.compile(r"\s*(\d+\.|[-*•])\s")
        own_lines = {line.strip() for line in original}
        for line, after in zip(shown, [*shown[1:], ""], strict=True):
            assert len(line) <= width
            if len(line.split()) <= 2 and line.strip() not in own_lines:
                # a word or two wrapped off a line: only at the end of a paragraph
                assert not after.strip() or starts_item.match(after), (line, after)


async def test_quit_asks_first_during_a_game():
    app = make(start=Positions(1, 20, (17, 16), (11, 13)), seed=1)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("1", "q")
        assert isinstance(app.screen, QuitScreen)
        await pilot.press("n")
        assert not isinstance(app.screen, QuitScreen)
        assert app.is_running
        await pilot.press("q", "y")
        await pilot.pause()
        assert not app.is_running


async def test_bat_flight_is_animated_and_any_key_skips_it(monkeypatch):
    monkeypatch.setattr("wumpus.app.main.FRAME", 5.0)  # slow enough to be sure it is still flying
    app = make(start=Positions(1, 20, (17, 16), (2, 13)), seed=4, animation=True)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("1")
        assert app.animating
        assert "bat" in app.query_one("#map", CaveMap).room_roles.values()
        await pilot.press("x")
        assert not app.animating
        same = Game(rules="classic", seed=4, start=Positions(1, 20, (17, 16), (2, 13)))
        snatch = [e for e in same.move(2) if isinstance(e, ev.BatSnatch)]
        assert snatch and snatch[0].room != 2
        assert app.game.positions == same.positions and app.game.over == same.over
        assert app.query_one("#map", CaveMap).room_roles.get(app.game.hunter) in ("hunter", "dead")


async def test_arrow_flight_plays_to_the_end_by_itself():
    app = make(start=Positions(1, 20, (17, 16), (11, 13)), seed=1, animation=True)
    async with app.run_test(size=SIZE) as pilot:
        seen: list[dict[int, str]] = []
        cave_map = app.query_one("#map", CaveMap)
        show = cave_map.show

        def spy(rooms, edges=None):
            seen.append(dict(rooms))
            show(rooms, edges)

        cave_map.show = spy
        await pilot.press("s", "2", "enter", "3", "enter", "enter")  # 2 and 3 (each confirmed), then fire
        for _ in range(50):  # two rooms at a steady rate: well under a second, even on a busy machine
            if not app.animating:
                break
            await pilot.pause(0.1)
        assert not app.animating
        assert app.game.shots == 1
        arrow_rooms = [room for roles in seen for room, role in roles.items() if role == "arrow"]
        assert arrow_rooms == [2, 3]
        assert seen[-1].get(1) == "hunter" and "arrow" not in seen[-1].values()


@pytest.mark.parametrize(("size", "small"), [((50, 16), True), ((100, 32), False)])
async def test_small_terminals_ask_to_be_enlarged(size, small):
    app = make(seed=1)
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        assert app.has_class("-too-small") is small
        await pilot.resize_terminal(100, 32)
        await pilot.pause()
        assert not app.has_class("-too-small")


async def test_a_terminal_made_too_small_while_aiming_puts_the_arrow_away():
    app = make(seed=1)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("s")
        assert isinstance(app.screen, ArrowPicker)
        await pilot.resize_terminal(60, 20)
        await pilot.pause()
        assert not isinstance(app.screen, ArrowPicker) and app.has_class("-too-small")
        await pilot.press("1", "4", "enter", "enter")  # nothing is played blind
        assert app.game.shots == 0 and not app.game.actions
        assert "The arrow is put away: the terminal is too small for the map" in log_text(app)
        await pilot.resize_terminal(80, 24)
        await pilot.pause()
        await pilot.press("s")
        assert isinstance(app.screen, ArrowPicker)


@pytest.mark.parametrize("rules", ["classic", "spec", "teaching", "tournament", "gentle"])
async def test_every_ruleset_plays_a_few_turns(rules):
    app = make(rules=rules, seed=21)
    async with app.run_test(size=SIZE) as pilot:
        for key in "1213":
            if app.game.over:
                break
            await pilot.press(key)
        assert app.game.moves >= 1
        assert app.game.rules.name in status_text(app)


async def test_palette_command_changes_the_cave_and_its_map():
    app = make(seed=5)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("ctrl+p")
        await pilot.pause()
        await pilot.press(*"torus cave")
        await pilot.pause(0.5)
        await pilot.press("enter")
        await pilot.pause()
        assert app.game.cave.name == "torus"
        maps = list(app.query("#map").results(CaveMap))
        assert len(maps) == 1
        assert set(maps[0].drawing.labels) == set(app.game.cave.rooms)
        await pilot.press("1")
        assert app.game.moves == 1


async def test_the_palette_starts_a_game_in_a_random_cave_made_anew_for_each_game():
    app = make(seed=5)
    async with app.run_test(size=(120, 40)) as pilot:
        await from_palette(pilot, "random cave")
        first = app.game.cave
        assert first.name.startswith("random") and len(first.rooms) == 20
        assert all(len(first.exits[room]) == 3 for room in first.rooms) and first.exits != DODECAHEDRON.exits
        assert set(app.query_one("#map", CaveMap).drawing.labels) == set(first.rooms)
        await pilot.press("n")
        await pilot.pause()
        assert app.game.cave.name.startswith("random") and app.game.cave.exits != first.exits


async def test_a_cave_without_a_drawing_is_listed_room_by_room(monkeypatch):
    import wumpus.caves.drawing as drawing

    def no_drawing(cave):
        raise ModuleNotFoundError("no layout")

    monkeypatch.setattr(drawing, "drawing_for", no_drawing)
    from wumpus.caves import load_cave

    app = make(seed=5, cave=load_cave("torus"))
    async with app.run_test(size=SIZE) as pilot:
        assert not app.real_map
        assert "No map of this cave" in log_text(app)
        room = app.game.tunnels[0]
        await pilot.click(CaveMap, offset=app.query_one("#map", CaveMap).room_region(room).offset)
        same = Game(load_cave("torus"), "classic", seed=5)
        same.move(room)
        assert app.game.moves == 1 and app.game.positions == same.positions


async def test_reduced_animation_setting_shows_final_states_at_once():
    app = make(start=Positions(1, 20, (17, 16), (2, 13)), seed=4, animation=True)
    async with app.run_test(size=SIZE) as pilot:
        app.animation_level = "none"
        await pilot.press("1")
        assert not app.animating
        assert app.query_one("#map", CaveMap).room_roles.get(app.game.hunter) in ("hunter", "dead")


async def test_the_help_lists_every_command_by_its_key():
    from wumpus.app.commands import COMMANDS

    app = make(seed=1)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("question_mark")
        shown = str(app.screen.query_one("#help-keys", Static).render())
        lines = shown.splitlines()
        for command in COMMANDS:
            key = command.key_display or command.key
            assert any(line.startswith(f"  {key} ") and command.guide[0] in line for line in lines), command.action


# -- aiming by room number -----------------------------------------------------------------------
def picker_message(app) -> str:
    return str(app.screen.query_one("#picker-message", Static).render())


async def test_the_picker_takes_room_numbers_as_m_does():
    app = make(start=Positions(1, 20, (17, 16), (11, 13)), seed=1)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("s", "8")  # no other room's number begins with 8: taken at once
        picker = app.screen
        assert isinstance(picker, ArrowPicker)
        assert picker.path == [8]
        await pilot.press("1")  # 1 or 10 to 19: it waits for more
        assert picker.path == [8] and picker.entry == "1"
        await pilot.press("7")
        assert picker.path == [8, 17] and picker.entry == ""
        await pilot.press("1", "enter")  # Enter takes a number that could go on
        assert picker.path == [8, 17, 1]
        await pilot.press("backspace")  # the pointer back on the first room on from 17
        assert picker.path == [8, 17] and picker._items()[picker.cursor] == 7
        await pilot.press("down", "enter")  # menu positions are on the arrow keys: the next room on from 17
        assert picker.path == [8, 17, 16]


async def test_a_room_number_and_enter_add_a_room_and_only_enter_with_nothing_typed_fires():
    app = make(start=QUIET, seed=1)  # the hunter in room 1
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("s")
        picker = app.screen
        assert isinstance(picker, ArrowPicker)
        assert "⏎ again fires" in picker.query_one("#picker").border_subtitle
        assert "its number ⏎" in str(picker.query_one("#picker-choices", Static).render())
        # 2 waits for Enter (it could be 20); 10 and 11 are taken as typed, and their Enters only confirm them
        await pilot.press("2", "enter", "1", "0", "enter", "1", "1", "enter")
        assert app.screen is picker and picker.path == [2, 10, 11] and app.game.shots == 0
        await pilot.press("1")
        await pilot.pause(SLOW)  # 1 or 12 to 19: however long the pause, the 1 waits for Enter
        assert picker.path == [2, 10, 11] and picker.entry == "1"
        await pilot.press("enter")  # takes the 1, and fires nothing
        assert picker.path == [2, 10, 11, 1]
        assert app.screen is picker and app.game.shots == 0
        await pilot.press("up", "enter")  # the arrow keys still choose: the last room offered from room 1
        assert picker.path == [2, 10, 11, 1, 8]
        await pilot.press("enter")  # nothing typed, the pointer on Fire: fire
        assert app.game.shots == 1 and app.screen is not picker


async def test_a_typed_number_that_could_go_on_waits_for_the_next_digit_however_slow():
    app = make(start=Positions(1, 20, (17, 16), (11, 13)), seed=1)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("s", "2")
        assert app.screen.entry == "2" and app.screen.path == []
        await pilot.pause(SLOW)
        assert app.screen.entry == "2" and app.screen.path == []
        await pilot.press("0")  # 20, as meant, not 2 and then 0
        assert app.screen.path == [20] and app.screen.entry == ""


async def test_aiming_where_no_tunnel_leads_says_the_arrow_will_veer_and_the_engine_decides():
    app = make(start=Positions(1, 20, (17, 16), (11, 13)), seed=1)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("s", "9")  # no tunnel from room 1 to room 9
        picker = app.screen
        assert picker.path == [9]
        assert "No tunnel leads from room 1 to room 9: the arrow will veer at random" in picker_message(app)
        await pilot.press("enter")  # confirms the 9, taken by itself
        assert app.game.shots == 0
        await pilot.press("enter")  # fire
        assert app.game.shots == 1
        # where it veered, Yob's game does not tell: nor does the log
        assert "VEERS" not in log_text(app) and "MISSED" in log_text(app)


def picker_choices(app) -> str:
    return str(app.screen.query_one("#picker-choices", Static).render())


@pytest.mark.parametrize(("rules", "seed", "keys", "path", "said"), [
    # typed without Enter, 3 12 11 are taken at once: the pointer waits on Fire only once the Enter
    # after 11 has confirmed it, so the Enter that does nothing is never shown as firing
    ("tournament", 11, ("3", "1", "2", "1", "1"), [3, 12, 11], "⏎ confirms room 11"),
    # a number refused as typed: its Enter confirms no room
    ("classic", 5, ("2", "1"), [], "⏎ drops that number"),
])
async def test_while_enter_would_only_confirm_a_number_typed_the_picker_says_so(rules, seed, keys, path, said):
    app = make(rules=rules, seed=seed)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("s", *keys)
        assert app.screen.path == path and app.game.shots == 0
        assert said in picker_choices(app) and "▶" not in picker_choices(app)
        assert ("confirms" in said) == ("confirms" in picker_choices(app))
        await pilot.press("enter")
        assert app.game.shots == 0 and said not in picker_choices(app) and "▶" in picker_choices(app)
        if path:
            assert "▶ f Fire the arrow" in picker_choices(app)
            await pilot.press("enter")
            assert app.game.shots == 1
        else:
            assert "There is no room 21" in picker_message(app)


async def test_a_space_ends_a_room_number_as_enter_does():
    app = make(seed=5)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("s", "1", "space")
        picker = app.screen
        assert picker.path == [1] and picker.entry == ""  # 1, not the start of 12
        await pilot.press("space")  # nothing typed: nothing happens
        assert picker.path == [1] and app.game.shots == 0
        await pilot.press("2", "enter")
        assert picker.path == [1, 2] and app.game.shots == 0
        await pilot.press("enter")
        assert app.game.shots == 1


async def test_a_ruleset_whose_arrows_hit_the_wall_says_so():
    app = make(rules="gentle", start=Positions(1, 20, (17, 16), (11, 13)), seed=1)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("s", "9")
        assert "the arrow will hit the wall" in picker_message(app)


async def test_a_number_that_is_no_room_is_refused_plainly():
    app = make(start=Positions(1, 20, (17, 16), (11, 13)), seed=1)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("s", "2", "5")
        assert app.screen.path == []
        assert "There is no room 25 in this cave." in picker_message(app)


async def test_the_picker_takes_room_0_where_the_cave_has_one_and_says_so_where_not():
    from wumpus.engine import DODECAHEDRON

    from_zero = DODECAHEDRON.relabel({r: r - 1 for r in DODECAHEDRON.rooms})  # rooms 0 to 19
    app = make(cave=from_zero, start=Positions(1, 19, (16, 15), (10, 12)), seed=1)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("s", "0")
        assert app.screen.path == [0]
    app = make(start=Positions(1, 20, (17, 16), (11, 13)), seed=1)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("s", "0")
        assert app.screen.path == [] and "There is no room 0 in this cave." in picker_message(app)


async def test_ctrl_c_says_which_key_quits_in_plain_words():
    app = make(start=Positions(1, 20, (17, 16), (11, 13)), seed=1)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("ctrl+c")
        await pilot.pause()
        said = [str(n.message) for n in app._notifications]
        assert "Press q to quit the game." in said and not any("[b]" in s for s in said)
        assert app.is_running


async def test_the_status_lists_every_tunnel_past_the_ninth_with_m():
    from wumpus.caves import load_cave

    cave = load_cave("random:rooms=40,tunnels=10", 3)
    app = make(cave=cave, seed=3)
    async with app.run_test(size=(160, 50)) as pilot:
        await pilot.pause()
        tunnels = app.game.tunnels
        assert len(tunnels) == 10
        shown = " ".join(status_text(app).split())
        assert f"9→{tunnels[8]}" in shown and f"m→{tunnels[9]}" in shown


async def test_gentle_tunnel_keys_follow_the_order_the_game_lists_the_tunnels_in():
    # seed 17: the hunter in room 15, whose tunnels the gentle board lists as 14, 16, 6 (the cave: 6 14 16)
    app = make(rules="gentle", seed=17)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert app.game.tunnels == (6, 14, 16)
        assert "Tunnels lead to rooms:  14 , 16 , 6" in log_text(app)
        assert "Tunnels 1→14  2→16  3→6" in status_text(app)
        await pilot.press("1")
        assert app.game.actions[0].room == 14


# -- the words at the end, and how they wrap -------------------------------------------------------
def rows_on_screen(widget) -> list[str]:
    """A bordered panel's rows as the screen shows them, inside the border and the padding."""
    return [strip.text[2:-2].rstrip() for strip in widget.render_lines(widget.region.reset_offset)[1:-1]]


async def test_the_end_lines_under_the_map_list_the_pits_and_the_bats_in_order():
    app = make(start=Positions(1, 20, (19, 2), (13, 11)), seed=1)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("1")  # into the pit in room 2
        assert app.game.over and app.game.cause == "pit"
        legend = str(app.query_one("#legend", Static).render())
        assert "pits in 2 and 19" in legend and "bats in 11 and 13" in legend


@pytest.mark.parametrize("size", [(72, 24), (80, 24)])
async def test_the_status_at_the_end_says_the_outcome_and_score_then_the_keys_and_no_arrow_rule(size):
    app = make(start=Positions(1, 20, (2, 16), (11, 13)), seed=1)
    async with app.run_test(size=size) as pilot:
        assert "(run out and you lose)" in status_text(app)  # while the game is on
        await pilot.press("1")  # into the pit in room 2
        await pilot.pause()
        assert app.game.over
        rows = rows_on_screen(app.query_one("#status"))
        assert rows[:3] == ["You lost. Score 0", "n new game · r same set-up", "Arrows  5"]


@pytest.mark.parametrize("size", [(72, 24), (80, 24)])
@pytest.mark.parametrize("cave, seed, keys", [("torus", 6, ()), ("dodecahedron", 45, ("1", "1"))])
async def test_a_seed_stays_beside_its_label_in_the_status(size, cave, seed, keys):
    from wumpus.caves import BUILTIN

    app = make(cave=BUILTIN[cave], seed=seed)
    async with app.run_test(size=size) as pilot:
        await pilot.press(*keys)  # seed 45: two steps end the game
        await pilot.pause()
        assert app.game.over == bool(keys)
        rows = rows_on_screen(app.query_one("#status"))
        assert any(row.endswith(f"Seed {seed}") for row in rows), rows
        assert not any(row.endswith("Seed") or row == str(seed) for row in rows), rows
        assert f"Seed {seed}" in status_text(app)  # read back with an ordinary space


async def test_the_end_messages_keep_each_option_with_its_value_and_set_up_whole():
    from wumpus.caves import BUILTIN

    app = make(rules="fiend", cave=BUILTIN["torus"], seed=14)
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("2")
        await pilot.pause()
        assert app.game.over
        rows = rows_on_screen(app.query_one("#log"))
        text = "\n".join(rows)
        assert "wumpus --rules fiend --cave torus --seed 14" in log_text(app)
        assert "--seed 14" in text and "set-up again" in text, text
        for row in rows:
            assert not row.endswith(("--rules", "--cave", "--seed", "Seed", "set-")), text


@pytest.mark.parametrize(("keys", "promise"), [
    ((), "No turn has been played: nothing to save."), (("1",), "The game is saved for next time."),
])
async def test_quitting_promises_a_save_only_when_there_is_one_to_make(keys, promise):
    from textual.widgets import Label

    app = make(seed=11)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press(*keys, "q")
        await pilot.pause()
        assert isinstance(app.screen, QuitScreen)
        assert promise in str(app.screen.query_one("#quit-question", Label).render())


@pytest.mark.parametrize("animation", [False, True])
async def test_keys_typed_before_bats_drop_you_are_not_used_where_they_drop_you(animation, reaction):
    """Typed ahead for the room you walked to, keys would walk you on blind from the room the
    bats dropped you in: they are dropped, and the log says so."""
    from wumpus.engine import Positions

    start = Positions(1, 20, (17, 16), (5, 13))  # bats in room 5, one tunnel from the start
    app = make(seed=4, start=start, animation=animation)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await type_ahead(pilot, "2", "1", "2", "3")  # 2 walks into room 5; the rest were meant for room 5
        await pilot.pause(0.3)
        game = app.game
        assert len(game.actions) == 1 and game.hunter != 5
        assert f"You are in room {game.hunter} now: the keys typed before you could see it were not used." \
            in log_text(app)
        await pilot.pause(reaction)
        await pilot.press("1")  # a key typed once the room is shown is used
        await pilot.pause()
        assert len(game.actions) == 2


async def test_the_picker_follows_a_ricochet_to_where_the_arrow_really_goes():
    # teaching: from 13 (tunnels 12 14 20) no tunnel leads to 5, so the arrow glances off into 12
    app = make(rules="teaching", start=Positions(13, 20, (15, 16), (17, 18)), seed=1)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("s", "5", "enter")
        picker = app.screen
        assert picker.path == [5]
        assert "No tunnel leads from room 13 to room 5: the arrow will glance off into the lowest-numbered " \
               "room beside it, room 12." in picker_message(app)
        # the next rooms are 12's (3 11 13), not 5's
        assert [room for room, _ in picker.choices()] == [3, 11, 13]
        assert "5↪12" in str(picker.query_one("#picker-path", Static).render())
        await pilot.press("3", "enter", "f")
        _, events = app.game.record().replay()
        assert [e.room for e in events[-1] if isinstance(e, ev.ArrowEntered)][:2] == [12, 3]


async def test_the_picker_stops_at_the_wall_where_the_arrow_does():
    app = make(rules="gentle", start=Positions(1, 20, (17, 16), (11, 13)), seed=1)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("s", "9")
        picker = app.screen
        assert "the arrow will hit the wall and fall: it flies no further" in picker_message(app)
        assert picker.full and picker._items() == [None]
        assert "9✗wall" in str(picker.query_one("#picker-path", Static).render())
        await pilot.press("enter", "4")  # nothing past the wall
        assert picker.path == [9] and "hits the wall before it gets that far" in picker_message(app)


async def test_the_picker_warns_of_a_path_that_comes_back_into_your_room():
    app = make(start=Positions(1, 20, (17, 16), (11, 13)), seed=1)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("s", "2", "enter")
        picker = app.screen
        assert dict(picker.choices())[1] == "you are here"
        assert "room 1  ⚠ you are here" in str(picker.query_one("#picker-choices", Static).render())
        await pilot.press("1", "enter")
        assert "Room 1 is your room: the arrow would hit you there." in picker_message(app)


async def test_once_chance_takes_the_arrow_the_picker_still_warns_of_naming_your_room():
    # from 1, the arrow named to 2 then 5 (no tunnel from 2) goes where the dice send it: naming 1 next
    # brings it back to you whenever they send it to a room next to yours
    app = make(start=Positions(1, 20, (17, 16), (11, 13)), seed=1)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("s", "2", "enter", "5", "enter")
        picker = app.screen
        assert picker.course()[1] == "dice"
        choices = dict(picker.choices())
        assert choices[1] == "you are here"
        assert all(said == "" for room, said in choices.items() if room != 1)
        assert "room 1  ⚠ you are here" in str(picker.query_one("#picker-choices", Static).render())


async def test_the_picker_says_where_chance_takes_over_for_as_long_as_it_does():
    app = make(start=Positions(1, 20, (17, 16), (11, 13)), seed=1)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("s", "2", "enter", "9", "enter")  # 2 has no tunnel to 9
        await pilot.press("1", "0", "enter")
        picker = app.screen
        assert picker.path == [2, 9, 10] and picker_message(app) == ""
        assert "No tunnel leads from 2 to 9: from there the arrow's way is left to chance, the rooms named after " \
               "it followed from wherever it goes." in \
            str(picker.query_one("#picker-choices", Static).render())


async def test_where_chance_takes_over_the_picker_names_the_tunnel_missing_when_a_room_is_named_twice():
    # spec: from 9, the arrow named 2 (no tunnel from 9), 1, then 2 again: the missing tunnel is 9's to 2
    app = make(rules="spec", seed=1)
    async with app.run_test(size=SIZE) as pilot:
        hunter = app.game.hunter
        assert 2 not in app.game.cave.exits[hunter]
        await pilot.press("s", "2", "enter", "1", "enter", "2", "enter")
        picker = app.screen
        assert picker.path == [2, 1, 2]
        said = str(picker.query_one("#picker-choices", Static).render()).replace("\n", " ")
        assert f"No tunnel leads from {hunter} to 2: from there" in said


@pytest.mark.parametrize("cave, says", [
    (None, "Walk with 1 2 3 (the tunnels, in order), shoot"),
    ("random:rooms=40,tunnels=5", "Walk with 1 to 5 (the tunnels, in order), shoot"),
    ("random:rooms=40,tunnels=10", "Walk with 1 to 9 (the tunnels, in order) or m and a room's number, shoot"),
])
async def test_the_first_words_name_the_keys_that_walk_in_this_cave(cave, says):
    from wumpus.caves import load_cave

    app = make(cave=load_cave(cave, 3), seed=3)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert says in log_text(app)


@pytest.mark.parametrize("keys", [("s",), ("t",), ("question_mark",), ("n",)], ids=["picker", "stats", "help", "ask"])
async def test_ctrl_c_on_a_screen_over_the_game_says_how_to_quit_too(keys):
    app = make(start=Positions(1, 20, (17, 16), (11, 13)), seed=1)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("2", *keys)
        await pilot.pause()
        over = app.screen
        await pilot.press("ctrl+c")
        await pilot.pause()
        said = [str(n.message) for n in app._notifications]
        assert "Press Esc to go back to the game, then q to quit it." in said
        assert app.screen is over and app.is_running


async def test_the_picker_ends_the_path_where_the_arrow_comes_back_into_your_room():
    # teaching, from 9: 18 is a tunnel; 18 has none to 1, so the arrow glances off into 9, your room
    app = make(rules="teaching", start=Positions(9, 20, (15, 16), (11, 13)), seed=1)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("s", "1", "8", "enter", "1", "enter")
        picker = app.screen
        assert picker.path == [18, 1] and picker.ended == "you" and picker._items() == [None]
        assert "18 → 1↪9✗you" in str(picker.query_one("#picker-path", Static).render())
        assert "That is your room: the arrow would hit you." in picker_message(app)
        await pilot.press("8")
        assert picker.path == [18, 1] and "comes back into your room before it gets that far" in picker_message(app)


async def test_past_a_chance_step_the_picker_claims_nothing_about_where_the_arrow_is():
    app = make(start=Positions(1, 20, (17, 16), (11, 13)), seed=1)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("s", "9", "9")  # 1 has no tunnel to 9: where the arrow is then, chance decides
        picker = app.screen
        assert picker.path == [9, 9]
        assert "No tunnel leads from room 9" not in picker_message(app)
        assert "left to chance" in str(picker.query_one("#picker-choices", Static).render())


async def test_the_picker_says_no_arrows_rather_than_0():
    app = make(rules="teaching", start=Positions(1, 20, (17, 16), (11, 13)), seed=1)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("s", "2", "enter", "enter", "s")
        assert "From room 1, no arrows left." in str(app.screen.query_one("#picker-path", Static).render())


async def test_ctrl_c_in_the_quit_question_says_its_own_key():
    app = make(start=Positions(1, 20, (17, 16), (11, 13)), seed=1)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("2", "q")
        await pilot.pause()
        assert isinstance(app.screen, QuitScreen)
        await pilot.press("ctrl+c")
        await pilot.pause()
        assert "Press y to quit (n goes back to the game)." in [str(n.message) for n in app._notifications]
        assert isinstance(app.screen, QuitScreen)


async def test_the_picker_says_when_the_dice_may_bring_the_arrow_back_to_you():
    def note(app) -> str:
        return " ".join(str(app.screen.query_one("#picker-choices", Static).render()).split())

    back = "Should it meet no wumpus, 1 in 3 it comes back into your room and hits you."
    app = make(start=Positions(1, 20, (17, 16), (11, 13)), seed=1)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("s", "2", "enter", "9", "enter")  # 2 (tunnels 1 3 10) has none to 9
        assert back in note(app)
        await pilot.press("escape", "s", "5", "enter", "9", "enter")  # 5 (tunnels 1 4 6): the same
        assert back in note(app)
        # 1 has no tunnel to 9: the arrow veers into 2, 5 or 8, none of them yours; from none of
        # them does a tunnel lead to 2, so it veers again, back into 1 one time in 3
        await pilot.press("escape", "s", "9", "enter")
        assert "left to chance" in note(app) and "your room" not in note(app)
        await pilot.press("2", "enter")
        assert back in note(app)
        await pilot.press("escape", "s", "2", "enter", "3", "enter", "9", "enter")  # 3 (2 4 12): not back to 1
        assert "veer at random" in picker_message(app) and "your room" not in note(app)


async def test_a_space_after_a_room_taken_as_typed_confirms_it_as_enter_does():
    # README: "each room's number and Enter or a space"; 5 is taken at once (no room's number begins with 5)
    app = make(start=QUIET, seed=1)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("s", "5", "space")
        picker = app.screen
        assert picker.path == [5] and not picker._enter_confirms
        await pilot.press("enter")  # the pointer is on Fire
        await pilot.pause()
        assert app.game.shots == 1 and app.game.actions[-1] == Shoot((5,))


async def test_the_picker_forgets_what_it_said_of_a_refused_number_once_another_is_typed():
    app = make(start=QUIET, seed=1)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("s", "2", "5")
        await pilot.pause()
        picker = app.screen
        assert isinstance(picker, ArrowPicker)
        assert picker.message == "There is no room 25 in this cave." and picker.path == []
        await pilot.press("1")
        await pilot.pause()
        assert picker.message == "" and picker.entry == "1"
        await pilot.press("backspace")
        await pilot.pause()
        assert picker.message == "" and picker.entry == ""


async def test_ctrl_c_in_the_go_to_room_prompt_says_which_key_quits_too():
    app = make(start=Positions(1, 20, (17, 16), (11, 13)), seed=1)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("m", "1", "ctrl+c")
        await pilot.pause()
        assert "Press Esc to go back to the game, then q to quit it." in [str(n.message) for n in app._notifications]
        assert app.entry == "1"  # the number typed is still there


@pytest.mark.parametrize("key", ["n", "r"])
async def test_the_walk_and_shoot_keys_leave_the_footer_when_a_game_ends_and_come_back_with_the_next(key):
    app = make(start=Positions(1, 20, (2, 16), (11, 13)), seed=1)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert "shoot" in {b.binding.action for b in app.active_bindings.values()}
        footer = app.screen.query_one("Footer")
        await pilot.press("1")  # room 2: a pit
        await pilot.pause()
        assert app.game.over
        shown = {b.binding.action.split("(")[0] for b in app.active_bindings.values() if b.enabled}
        assert "shoot" not in shown and "tunnel" not in shown and "move_to" not in shown
        keys = " ".join(str(w.render()) for w in footer.query("FooterKey"))
        assert "Shoot" not in keys and "Tunnel" not in keys and "New" in keys
        await pilot.press(key)
        await pilot.pause()
        assert not app.game.over
        shown = {b.binding.action.split("(")[0] for b in app.active_bindings.values() if b.enabled}
        assert {"shoot", "tunnel", "move_to"} <= shown
        keys = " ".join(str(w.render()) for w in footer.query("FooterKey"))
        assert "Shoot" in keys and "Tunnel" in keys


async def test_the_footer_shows_as_many_tunnel_keys_as_the_room_has():
    from textual.widgets import Footer

    from wumpus.caves import load_cave

    def footer_text(app) -> str:
        footer = app.query_one(Footer)
        return " ".join(str(key.render()) for key in footer.query("FooterKey"))

    app = make(seed=3)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert "1 2 3" in footer_text(app)
    cave = load_cave("random:rooms=40,tunnels=7", 3)
    app = make(cave=cave, seed=3)
    async with app.run_test(size=(160, 50)) as pilot:
        await pilot.pause()
        keys = len(app.game.tunnels)
        assert keys > 3 and f"1-{min(keys, 9)}" in footer_text(app)


@pytest.mark.parametrize("downloads", [True, False])
async def test_the_palettes_screenshot_is_saved_with_or_without_a_downloads_folder(tmp_path, monkeypatch,
                                                                                  downloads):
    import platformdirs

    folder = tmp_path / "Downloads"
    if downloads:
        folder.mkdir()
    here = tmp_path / "here"
    here.mkdir()
    monkeypatch.chdir(here)
    monkeypatch.setattr(platformdirs, "user_downloads_path", lambda: folder)
    app = make(seed=11)
    notices = []
    app.notify = lambda message, **how: notices.append((str(message), how.get("severity")))
    async with app.run_test(size=SIZE) as pilot:
        app.deliver_screenshot()
        for _ in range(100):
            await pilot.pause(0.05)
            if notices:
                break
    saved = list((folder if downloads else here).glob("*.svg"))
    assert len(saved) == 1 and notices and notices[0][1] != "error"


async def test_in_a_cave_with_one_way_tunnels_the_status_names_the_rooms_that_lead_in():
    from wumpus.caves import load_cave

    # seed 3's 12-room cave: room 1's tunnels lead to 3 5 6, and one-way tunnels into it from 4 8 11
    app = make(seed=3, rules="tournament", cave=load_cave("random:rooms=12,tunnels=3,oneway=0.5", 3),
               start=Positions(1, 11, (4, 10), (2, 7)))
    async with app.run_test(size=SIZE):
        lines = status_text(app).splitlines()
        assert lines[1].split() == ["Tunnels", "1→3", "2→5", "3→6"]
        assert lines[2].split() == ["In", "from", "4", "8", "11"]
        assert "TUNNELS LEAD IN FROM 4 8 11" in log_text(app)


async def test_in_a_cave_whose_tunnels_all_lead_both_ways_the_status_has_no_such_line():
    app = make(seed=3, rules="tournament")
    async with app.run_test(size=SIZE):
        assert "In from" not in status_text(app)


async def test_where_no_warning_or_arrow_comes_through_one_way_tunnels_the_status_leaves_them_to_the_map():
    from wumpus.caves import load_cave

    # classic rules in the same cave: warnings and arrows pass only through the tunnels out
    app = make(seed=3, rules="classic", cave=load_cave("random:rooms=12,tunnels=3,oneway=0.5", 3),
               start=Positions(1, 11, (4, 10), (2, 7)))
    async with app.run_test(size=SIZE):
        assert app.game.one_way_in() == (4, 8, 11) and app.game.one_way_in_play() == ()
        assert "In from" not in status_text(app)
        assert "TUNNELS LEAD IN FROM 4 8 11" in log_text(app)  # the line mode's words, in the log
