"""The hunter's notes (b) and hints (h): hand-checked odds, read back from what the app shows."""

from __future__ import annotations

import random
from fractions import Fraction
from itertools import combinations

import pytest

from wumpus import WumpusApp
from wumpus.app.art import picture_for
from wumpus.app.mapview import CaveMap
from wumpus.app.notes import NotesPanel, describe, mark_cells, mark_for, percent
from wumpus.bots.api import Move, Shoot
from wumpus.bots.insight import RoomOdds, Suggestion, insight_for
from wumpus.caves import BUILTIN
from wumpus.engine import DODECAHEDRON, Game, Positions

from .helpers import SIZE, log_text, make

#: hunter in room 1 (tunnels 2 5 8) feels a draft (a pit in 5); wumpus, other pit and bats far away
DRAFT = Positions(1, 20, (5, 16), (11, 13))




def panel(app: WumpusApp) -> NotesPanel:
    return app.query_one("#notes", NotesPanel)


def drawn_mark(app: WumpusApp, room: int) -> str | None:
    """The character drawn in the cell beside ``room`` given to its mark, read from the map's own lines."""
    cave_map = app.query_one("#map", CaveMap)
    cell = mark_cells(cave_map.drawing).get(room)
    if cell is None:
        return None
    row, col = cell
    ox, oy = cave_map._origin
    strip = cave_map.render_line(oy + row)
    return strip.text[ox + col]


def placements_odds(visited_felt: dict[int, set[str]], seen_safe: set[int]) -> dict[str, dict[int, Fraction]]:
    """Odds by counting every start of the hazards on the dodecahedron that fits what was felt.

    ``visited_felt``: each room stood in -> the warnings felt there, each felt once (the classic
    rules give one warning per tunnel that leads to a hazard, so two pits next door would be two
    drafts).  The hunter's start (the first room) holds nothing; the six starting rooms are
    distinct; rooms stood in hold nothing.
    """
    links = DODECAHEDRON.link_sets
    rooms = [r for r in DODECAHEDRON.rooms if r not in visited_felt]
    counts = {k: dict.fromkeys(DODECAHEDRON.rooms, 0) for k in ("wumpus", "pit", "bats")}
    total = 0

    def fits(hazard: str, where: set[int]) -> bool:
        return all(len(links[v] & where) == (hazard in felt) for v, felt in visited_felt.items())

    for pits in combinations(rooms, 2):
        if not fits("pit", set(pits)):
            continue
        rest = [r for r in rooms if r not in pits]
        for bats in combinations(rest, 2):
            if not fits("bats", set(bats)):
                continue
            for wumpus in rest:
                if wumpus in bats or not fits("wumpus", {wumpus}):
                    continue
                total += 1
                counts["wumpus"][wumpus] += 1
                for r in pits:
                    counts["pit"][r] += 1
                for r in bats:
                    counts["bats"][r] += 1
    return {k: {r: Fraction(n, total) for r, n in c.items()} for k, c in counts.items()}


# -- the marks ------------------------------------------------------------------------------
def test_marks_read_without_colour():
    assert mark_for(RoomOdds(0.0, 0.0, 0.0, False)) == ("·", "safe")
    assert mark_for(RoomOdds(0.03, 0.05, 0.2, False)) == ("░", "low")
    assert mark_for(RoomOdds(0.06, 0.06, 0.13, False)) == ("▒", "some")
    assert mark_for(RoomOdds(0.0, 0.36, 0.0, False)) == ("▓", "high")
    assert mark_for(RoomOdds(0.62, 0.0, 0.0, False)) == ("W", "wumpus")
    assert mark_for(RoomOdds(0.0, 0.52, 0.0, False)) == ("P", "pit")
    assert mark_for(RoomOdds(0.0, 0.0, 1.0, False)) == ("B", "bats")


def test_bats_never_hide_a_great_danger_behind_their_letter():
    # spec, a random cave: a room with bats 52% and a pit 50% is a coin-flip death, not just bats
    assert mark_for(RoomOdds(0.0, 0.5, 0.52, False)) == ("▓", "high")
    assert mark_for(RoomOdds(0.0, 0.5, 0.52, False), risk=0.4) == ("▓", "high")
    # bats whose drop (or a small pit) makes the step less dangerous than that keep their letter
    assert mark_for(RoomOdds(0.0, 0.1, 0.9, False), risk=0.2) == ("B", "bats")
    # a pit or the wumpus more likely than not is a great danger: its letter says it
    assert mark_for(RoomOdds(0.0, 0.6, 0.7, False)) == ("P", "pit")


def test_percentages_are_never_rounded_to_certainty():
    assert percent(0.0) == "0%"
    assert percent(0.002) == "<1%"
    assert percent(5 / 14) == "36%"
    assert percent(0.125) == "13%"
    assert percent(0.999) == ">99%"
    assert percent(1.0) == "100%"


@pytest.mark.parametrize("spec", ["random:rooms=60", "random:rooms=40,tunnels=4"])
def test_a_mark_above_or_below_a_number_touches_no_other_rooms_number(spec):
    # on a crowded picture a mark between two rooms' rows would be read as either's: none is placed so
    from wumpus.caves import load_cave, prepare_cave

    for seed in range(4):
        drawing, _ = picture_for(prepare_cave(load_cave(spec, seed), seed, True))
        owner = {(row, c): room for room, (row, col, width) in drawing.labels.items() for c in range(col, col + width)}
        for room, (row, col) in mark_cells(drawing).items():
            if row == drawing.labels[room][0]:
                continue
            around = {owner.get((row + dr, col + dc), room) for dr in (-1, 0, 1) for dc in (-1, 0, 1)}
            assert around == {room}, (spec, seed, room)


@pytest.mark.parametrize("size", [(80, 24), (120, 40), (100, 25), (84, 26)])
async def test_every_room_of_the_competitions_maps_gets_a_mark_hemmed_in_by_lines_or_not(size):
    # at 80x24 the standard map's room 1 sits in "_1_", and the water slide's in "1---2": a mark
    # then takes the end of a line beside the number, and the map draws it there; at 100x25 the
    # water slide's room 1 sits in a corner beside an arrowhead ("1<--"), and at 84x26 its room 10
    # between the picture's edge and lines going off slantwise ("10/"): a line below or slantwise
    from wumpus.assets import asset_path
    from wumpus.caves import load_cave

    for name in ("dodecahedron", "mobius", "waterslide", "risk"):
        app = make(seed=1, cave=load_cave(str(asset_path("caves", f"{name}-competition.txt"))))
        async with app.run_test(size=size) as pilot:
            await pilot.press("b")
            cave_map = app.query_one("#map", CaveMap)
            drawing = cave_map.drawing
            cells = mark_cells(drawing)
            assert set(cells) == set(drawing.labels), name
            for room, (row, col) in cells.items():
                lrow, lcol, width = drawing.labels[room]
                if drawing.lines[row][col] != " ":
                    assert abs(row - lrow) <= 1 and lcol - 1 <= col <= lcol + width, (name, room)
                    assert drawing.lines[row][col] in "-_|/\\", (name, room)
                if room != app.game.hunter:  # (the hunter's own room carries no mark)
                    ox, oy = cave_map._origin
                    assert cave_map.render_line(oy + row).text[ox + col] in "·░▒▓WPB", (name, room)


@pytest.mark.parametrize("name", ["dodecahedron", "mobius", "waterslide", "risk"])
def test_every_room_of_the_competitions_maps_gets_a_mark_at_every_size_and_the_tunnel_beside_it_still_reads(name):
    from wumpus.assets import asset_path
    from wumpus.caves import load_cave
    from wumpus.caves.drawing import drawing_for

    cave = load_cave(str(asset_path("caves", f"{name}-competition.txt")))
    for width in range(30, 130, 7):
        for height in range(14, 50, 5):
            drawing = drawing_for(cave, width, height)
            cells = mark_cells(drawing)
            assert set(cells) == set(drawing.labels), (name, width, height, sorted(set(drawing.labels) - set(cells)))
            assert len(set(cells.values())) == len(cells)
            for room, (row, col) in cells.items():
                if drawing.lines[row][col] == " ":
                    continue
                # every tunnel drawn through the cell the mark stands on goes on in a cell next to it
                owners = [cells_ for pair, cells_ in drawing.edges.items() if pair[0] < pair[1] and (row, col) in cells_]
                assert owners, (name, width, height, room)
                for owner in owners:
                    assert any(max(abs(r - row), abs(c - col)) == 1 for r, c in owner), (name, width, height, room)


@pytest.mark.parametrize("name", sorted(BUILTIN))
def test_every_room_of_every_built_in_cave_has_a_blank_cell_for_its_mark(name):
    drawing, real = picture_for(BUILTIN[name])
    assert real
    cells = mark_cells(drawing)
    labels = {(row, c) for row, col, width in drawing.labels.values() for c in range(col, col + width)}
    assert set(cells) == set(drawing.labels)
    assert len(set(cells.values())) == len(cells)
    for room, (row, col) in cells.items():
        assert drawing.lines[row][col] == " "
        lrow, lcol, width = drawing.labels[room]
        assert abs(row - lrow) <= 1 and lcol - 1 <= col <= lcol + width
        # never squeezed against another room's number
        for c in (col - 1, col + 1):
            if (row, c) in labels:
                assert row == lrow and lcol <= c < lcol + width


# -- b: hand-checked odds --------------------------------------------------------------------
async def test_a_draft_in_the_first_room_splits_the_pit_evenly_between_its_three_tunnels():
    app = make(seed=1, start=DRAFT)
    async with app.run_test(size=SIZE) as pilot:
        assert not panel(app).display
        await pilot.press("b")
        assert panel(app).display
        shown = panel(app).notes
        insight = insight_for(app.game)
        hand = placements_odds({1: {"pit"}}, set())
        # one draft: exactly one of the three tunnels holds a pit, each as likely
        assert hand["pit"][2] == Fraction(1, 3)
        for room in (2, 5, 8):
            assert shown.odds[room] == insight.odds[room]
            assert shown.odds[room].pit == pytest.approx(float(hand["pit"][room]), abs=1e-12)
            assert shown.odds[room].wumpus == 0 and shown.odds[room].bats == 0
            assert drawn_mark(app, room) == "▓"
        assert shown.odds[2].pit == shown.odds[5].pit == shown.odds[8].pit
        assert "Pits    2 5 8 33% each" in panel(app).text
        assert "Ways on 2 5 8 P33% each" in panel(app).text
        # a room never seen has the unseen odds: the wumpus and the bats anywhere in the other 16
        assert shown.odds[20] == insight.unseen_odds
        assert shown.odds[20].wumpus == pytest.approx(float(hand["wumpus"][20]), abs=1e-12) == 1 / 16
        assert shown.odds[20].pit == pytest.approx(float(hand["pit"][20]), abs=1e-12)
        assert shown.odds[20].bats == pytest.approx(float(hand["bats"][20]), abs=1e-12) == 2 / 16
        assert "Unseen  16 rooms W6% P6% B13% each" in panel(app).text
        assert drawn_mark(app, 1) == " "  # the hunter's own room carries no mark
        assert "Odds from what you have seen" in log_text(app)


async def test_after_a_safe_step_the_odds_follow_and_visited_rooms_show_nothing():
    app = make(seed=1, start=DRAFT)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("b", "1")  # to room 2: no warning there
        assert app.game.hunter == 2
        shown = panel(app).notes
        hand = placements_odds({1: {"pit"}, 2: set()}, set())
        # the pit is now in 5 or 8 (2 was empty), each as likely: even odds earn no letter
        assert hand["pit"][5] == hand["pit"][8] == Fraction(1, 2)
        for room in (5, 8):
            assert shown.odds[room].pit == pytest.approx(float(hand["pit"][room]), abs=1e-12)
            assert drawn_mark(app, room) == "▓"
        for room in (3, 10):  # next to 2, where nothing was felt
            assert shown.odds[room] == RoomOdds(0.0, 0.0, 0.0, False)
            assert drawn_mark(app, room) == "·"
        assert shown.odds[1].visited
        assert (shown.odds[1].wumpus, shown.odds[1].pit, shown.odds[1].bats) == (0.0, 0.0, 0.0)
        assert "Ways on 1 3 10 safe" in panel(app).text
        assert "Pits    5 8 50% each" in panel(app).text
        assert drawn_mark(app, 1) == " "
        for room in DODECAHEDRON.rooms:
            assert shown.odds[room] == insight_for(app.game).odds.get(room, insight_for(app.game).unseen_odds)


async def test_resting_the_pointer_on_a_room_gives_its_odds():
    app = make(seed=1, start=DRAFT)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("b", "1")  # to room 2
        cave_map = app.query_one("#map", CaveMap)
        assert cave_map.room_notes[1] == "Room 1 (visited): wumpus 0% · pit 0% · bats 0%"
        assert cave_map.room_notes[2] == "Room 2 (you are here): wumpus 0% · pit 0% · bats 0%"
        assert cave_map.room_notes[5] == "Room 5: wumpus 0% · pit 50% · bats 0%"
        assert cave_map.room_notes[20].startswith("Room 20 (not seen yet")
        region = cave_map.room_region(5)
        await pilot.hover("#map", offset=(region.x, region.y))
        assert cave_map.tooltip == cave_map.room_notes[5]
        await pilot.press("b")
        assert cave_map.room_notes == {} and cave_map.tooltip is None


async def test_the_smell_of_the_wumpus_puts_it_in_one_of_three_rooms():
    app = make(rules="tournament", seed=2, start=Positions(1, 8, (17, 16), (11, 13)))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("b")
        shown = panel(app).notes
        hand = placements_odds({1: {"wumpus"}}, set())
        for room in (2, 5, 8):
            assert hand["wumpus"][room] == Fraction(1, 3)
            assert shown.odds[room].wumpus == pytest.approx(1 / 3, abs=1e-12)
        assert shown.odds[20].wumpus == 0
        assert "Wumpus  2 5 8 33% each" in panel(app).text


async def test_b_hides_the_notes_again_and_the_map_is_as_before():
    app = make(seed=1, start=DRAFT)
    async with app.run_test(size=SIZE) as pilot:
        cave_map = app.query_one("#map", CaveMap)
        plain = [cave_map.render_line(y).text for y in range(cave_map.drawing.height)]
        await pilot.press("b")
        assert cave_map.marks and cave_map.tints
        await pilot.press("b")
        assert not panel(app).display
        assert cave_map.marks == {} and cave_map.tints == {}
        assert [cave_map.render_line(y).text for y in range(cave_map.drawing.height)] == plain


async def test_the_notes_stay_on_for_the_next_game_and_start_afresh():
    app = make(seed=1, start=DRAFT)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("b", "1", "n", "y")  # a game under way: n asks first
        assert app.game.moves == 0 and app.notes.shown
        shown = panel(app).notes
        assert shown.here == app.game.hunter
        assert shown.odds == {room: insight_for(app.game).odds.get(room, insight_for(app.game).unseen_odds)
                              for room in app.game.cave.rooms}


async def test_at_the_end_the_notes_give_way_to_the_truth():
    app = make(seed=1, start=Positions(1, 20, (2, 16), (11, 13)))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("b", "1")  # into the pit in 2
        assert app.game.over
        # no odds any more: a letter beside each hazard's room
        assert sorted(mark for mark, _ in app.query_one("#map", CaveMap).marks.values()) == ["B", "B", "P", "P", "W"]
        assert "The game is over" in panel(app).text
        await pilot.press("b")  # hides the panel: nothing to explain
        assert "not the odds" not in log_text(app)
        await pilot.press("b", "b")  # shown again: the notes' own words would say the odds are on the map
        log = log_text(app)
        assert log.count("Odds from what you have seen") == 1
        # said at the first b after the end; the presses after it only show and hide the panel
        assert log.count("The game is over: the map shows where everything was, not the odds.") == 1
        assert app.notes.shown is False
        await pilot.press("r", "1", "b")  # the same set-up again, into the same pit: its end says it again
        assert app.game.over and app.game.moves == 1
        log = log_text(app)  # the log starts afresh with each game
        assert "Odds from what you have seen" not in log
        assert log.count("The game is over: the map shows where everything was, not the odds.") == 1


async def test_notes_first_shown_at_the_end_of_a_game_are_explained_when_the_next_one_shows_odds():
    app = make(seed=1, start=Positions(1, 20, (2, 16), (11, 13)))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("1", "b")  # into the pit in 2, then the notes: no odds to explain yet
        assert app.game.over and app.notes.shown
        assert "Odds from what you have seen" not in log_text(app)
        await pilot.press("n")  # the next game opens with the odds on screen: said what they are made from
        await pilot.pause()
        assert not app.game.over and app.notes.shown
        assert log_text(app).count("Odds from what you have seen") == 1


async def test_the_log_says_what_the_odds_are_made_from_once():
    app = make(seed=1, start=DRAFT)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("b", "b", "b", "b", "b")
        log = log_text(app)
        assert log.count("Hunter's notes on the map (b hides them).") == 1  # said once, not at every b
        assert log.count("Odds from what you have seen") == 1
        assert app.notes.shown


def drawn_beside(app: WumpusApp, room: int) -> str:
    """The letters drawn in the blank cells just beside ``room``'s number, on its row, left and right."""
    cave_map = app.query_one("#map", CaveMap)
    row, col, width = cave_map.drawing.labels[room]
    ox, oy = cave_map._origin
    text = cave_map.render_line(oy + row).text[ox:]
    return text[max(0, col - 3):col].strip() + "|" + text[col + width:col + width + 3].strip()


async def test_at_the_end_a_room_that_held_two_hazards_shows_a_letter_for_each():
    # gentle rules may deal the wumpus into a pit: he is shot there, and the pit must not vanish from the map
    app = make(seed=1, rules="gentle", start=Positions(1, 2, (2, 16), (11, 13)))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("s", "2", "enter", "enter")
        await pilot.pause()
        assert app.game.over and app.game.won
        marks = sorted(mark for mark, _ in app.query_one("#map", CaveMap).marks.values())
        assert marks == ["B", "B", "P", "P", "W"]
        assert "WP" in drawn_beside(app, 2)
        assert drawn_mark(app, 16) == "P"


# -- h: the hunter's hint --------------------------------------------------------------------
async def test_h_gives_the_hunters_own_choice_with_its_reason_and_shows_it_on_the_map():
    app = make(seed=1, start=DRAFT)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("1")  # to 2: 3 and 10 are safe
        await pilot.press("h")
        suggestion = insight_for(app.game).suggest()
        assert isinstance(suggestion.action, Move) and suggestion.action.room in (3, 10)
        assert f"Hint: walk to {suggestion.action.room} — room {suggestion.action.room} is safe" in log_text(app)
        assert app.query_one("#map", CaveMap).room_roles[suggestion.action.room] == "hint"
        assert app.game.moves == 1  # a hint plays nothing
        await pilot.press("1")  # the next move clears the highlight
        assert "hint" not in app.query_one("#map", CaveMap).room_roles.values()


async def test_when_the_wumpus_is_cornered_the_hint_is_a_shot_drawn_on_the_map():
    # smelled in 1, not in 5 or 6, smelled again in 7: of 1's tunnels only 8 is next to 7
    app = make(rules="tournament", seed=3, start=Positions(1, 8, (13, 19), (11, 20)))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("b", "2", "3", "2")
        assert app.game.hunter == 7
        hand = placements_odds({1: {"wumpus"}, 5: set(), 6: set(), 7: {"wumpus"}}, set())
        assert hand["wumpus"][8] == 1
        assert panel(app).notes.odds[8].wumpus == pytest.approx(1.0)
        assert drawn_mark(app, 8) == "W"
        assert "Wumpus  8 100%" in panel(app).text
        await pilot.press("h")
        suggestion = insight_for(app.game).suggest()
        assert suggestion.action == Shoot((8,))
        assert f"Hint: {describe(suggestion)}" in log_text(app)
        assert "Hint: shoot 8 — " in log_text(app)
        assert app.query_one("#map", CaveMap).room_roles[8] == "path"
        assert app.game.shots == 0


def test_a_suggested_shot_reads_as_a_path():
    hint = Suggestion(Shoot((4, 5)), "Shoot 4-5: a 62% chance the arrow finds the wumpus")
    assert describe(hint) == "shoot 4 → 5 — a 62% chance the arrow finds the wumpus"
    assert describe(Suggestion(Move(7), "Room 7 is safe and unexplored")) == "walk to 7 — room 7 is safe and unexplored"


async def test_no_hint_once_the_game_is_over():
    app = make(seed=1, start=Positions(1, 20, (2, 16), (11, 13)))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("1", "h")
        assert app.game.over
        assert "The game is over, so there is nothing to suggest" in log_text(app)


async def test_a_game_without_a_seed_says_so_plainly():
    app = make(seed=1)
    async with app.run_test(size=SIZE) as pilot:
        app.install(Game(rng=random.Random(4)))
        await pilot.press("h", "b")
        assert "this game has no seed" in log_text(app)
        assert "this game has no seed" in panel(app).text


async def test_the_reasoning_is_done_once_per_turn():
    app = make(seed=1, start=DRAFT)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("b")
        first = app.notes.insight()[0]
        await pilot.press("h")
        assert app.notes.insight()[0] is first
        await pilot.press("1")
        assert app.notes.insight()[0] is not first


# -- how it looks ------------------------------------------------------------------------------
async def test_on_a_standard_terminal_the_notes_show_every_figure_without_scrolling():
    # gentle, lattice, seed 96: a step into room 13 smells the wumpus and feels a draft, and the notes
    # fill the panel; the unseen rooms' odds were the line pushed out of sight
    app = make(seed=96, rules="gentle", cave=BUILTIN["lattice"])
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("b", "1")
        assert app.game.hunter == 13
        notes = panel(app)
        assert notes.max_scroll_y == 0
        assert "Unseen  10 rooms P5% B14% each" in notes.text
        assert notes.content_size.height >= len(notes.text.splitlines())


def test_notes_after_a_safe_step_80x24(snap_compare):
    assert snap_compare(make(seed=1, start=DRAFT), press=["b", "1"], terminal_size=(80, 24))


def test_notes_in_the_moebius_cave_120x40(snap_compare):
    assert snap_compare(make(seed=1, cave=BUILTIN["moebius"]), press=["b", "1", "1"], terminal_size=(120, 40))


async def test_after_bats_fly_off_the_teaching_notes_follow_them_exactly():
    app = make(seed=0, rules="teaching")  # the hunter in 7; bats in 17, tunnel 3
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("b")
        assert panel(app).border_title == "Hunter's notes"
        await pilot.press("3")  # into the bats: they carry you off, then find a new home
        assert app.game.hunter != 17 and not app.game.over
        assert panel(app).border_title == "Hunter's notes"
        shown = panel(app).notes
        assert not shown.approximate
        # they left 17, and the other colony never shares a room: no bats there now
        assert shown.odds[17].bats == 0.0


async def test_for_rules_that_tie_the_hazards_together_the_notes_keep_up_while_hidden():
    app = make(seed=0, rules="teaching")  # the hunter in 7: tunnels 6 (a pit), 8 and 17 (bats)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("2", "1")  # to 8, and back to 1
        await pilot.pause()
        assert not app.notes.shown
        game, turns, insight, _ = app.notes._insight_cache
        assert game is app.game and turns == len(app.game.actions) == 2 and insight is not None
    app = make(seed=0)  # classic follows the hazards one by one: quick to catch up, nothing kept
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("1")
        await pilot.pause()
        assert app.notes._insight_cache is None


#: room 1 leads only to room 2, and the pit felt from 1 can only be there; no arrow reaches the wumpus
CORNERED = {1: (2,), 2: (1,), 3: (2, 4, 5), 4: (3, 5, 6), 5: (3, 4, 7), 6: (4, 7, 8), 7: (5, 6, 8), 8: (6, 7, 1)}


@pytest.mark.parametrize(("rules", "said"), [
    ("teaching", "No hint: every way on is certain death, and no arrow can reach the wumpus from here."),
    ("classic", "No hint: every way on is certain death, and no arrow can reach the wumpus from here."),
    ("wump3", "Hint: stay in 1 — room 1 is where you are, and the rules let you stay"),
])
async def test_cornered_the_hint_says_why_there_is_no_way_on(rules, said):
    from wumpus.engine import Cave

    app = make(cave=Cave("cornered", CORNERED), rules=rules, seed=1, start=Positions(1, 8, (2, 5), (6, 7)))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("h")
        await pilot.pause()
        assert said in log_text(app)
        assert "walk to 1" not in log_text(app)


def test_a_hint_to_stay_reads_stay():
    stay = Suggestion(Move(4), "Room 4 is where you are, and the rules let you stay: every way on is certain death")
    assert describe(stay, 4).startswith("stay in 4 — room 4 is where you are")
    assert describe(Suggestion(Move(4), "Room 4 is safe"), 3) == "walk to 4 — room 4 is safe"


@pytest.mark.parametrize("rules", ["classic", "spec"])
async def test_a_room_whose_bats_may_drop_you_into_danger_is_not_marked_safe(rules):
    from wumpus.app.notes import SAFE
    from wumpus.bots.hints import EnteringRisk, risk_text

    # seed 2734024236550618205: bats may be in each of the hunter's three tunnels, and these rules'
    # bats drop you anywhere, a pit or the wumpus's room included
    app = make(rules=rules, seed=2734024236550618205)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("b")
        await pilot.pause()
        insight = insight_for(app.game)
        entering = EnteringRisk(app.game, insight)
        batty = [room for room in app.game.tunnels if insight.shown(room).bats > 0]
        assert batty
        for room in batty:
            odds = insight.shown(room)
            assert odds.pit == 0 and odds.wumpus == 0  # no danger in the room itself...
            words = entering.words(room)
            assert "may drop you" in risk_text(room, odds, words)  # ...but the hint warns of its bats
            assert drawn_mark(app, room) != SAFE[1]
            assert "they may drop you into a pit or onto the wumpus" in panel(app).notes.about(room)
        assert "safe" not in panel(app).text.split("\n")[0]  # the ways on: none is called safe


def toasts_anywhere(app: WumpusApp) -> list[str]:
    """The pop-ups on every screen."""
    from textual.widgets._toast import Toast

    return [str(toast.render()) for screen in app.screen_stack for toast in screen.query(Toast)]


async def test_a_hint_goes_into_the_log_and_no_pop_up_covers_the_map_or_the_log():
    app = make(seed=1, start=DRAFT)
    async with app.run_test(size=(80, 24), notifications=True) as pilot:
        await pilot.press("1")  # to 2
        await pilot.press("h")
        await pilot.pause()
        hint = f"Hint: {describe(insight_for(app.game).suggest(), app.game.hunter)}"
        assert hint.startswith("Hint: walk to")
        assert " ".join(log_text(app).split()).endswith(" ".join(hint.split()))
        assert toasts_anywhere(app) == []
        room = insight_for(app.game).suggest().action.room
        await pilot.press(str(app.game.tunnels.index(room) + 1))  # the player acts, as the hint said
        await pilot.pause()
        assert app.game.hunter == room
        assert " ".join(hint.split()) in " ".join(log_text(app).split())  # the hint stays in the log to read back
        assert toasts_anywhere(app) == []


async def test_saying_why_there_is_no_hint_puts_no_pop_up_over_the_end_screen():
    from wumpus.app.splash import SplashScreen

    # the wumpus in 2, next to the hunter in 1: the shot wins
    app = make(seed=1, start=Positions(1, 2, (17, 16), (11, 13)), splash=True)
    async with app.run_test(size=SIZE, notifications=True) as pilot:
        await pilot.press("x")  # the title goes
        await pilot.pause()
        await pilot.press("s", "2", "enter", "enter")
        await pilot.pause()
        assert app.game.won and isinstance(app.screen, SplashScreen)
        await pilot.press("escape")
        await pilot.pause()
        await pilot.press("h")
        await pilot.pause()
        assert "nothing to suggest" in log_text(app)
        assert toasts_anywhere(app) == []


async def test_at_the_end_the_map_marks_the_wumpus_the_pits_and_the_bats_by_letter_not_by_colour_alone(monkeypatch):
    monkeypatch.setenv("NO_COLOR", "1")
    # the wumpus in 2, next to the hunter in 1: the shot wins, and the map shows where everything was
    app = make(seed=1, start=Positions(1, 2, (17, 16), (11, 13)))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("s", "2", "enter", "enter")
        await pilot.pause()
        assert app.game.won and app.no_color
        for room, letter in ((2, "W"), (17, "P"), (16, "P"), (11, "B"), (13, "B")):
            assert drawn_mark(app, room) == letter, room
        await pilot.press("n")  # a new game: the letters go with the old one
        await pilot.pause()
        assert app.query_one("#map", CaveMap).marks == {}


async def test_the_key_to_the_marks_shows_whole_under_the_smallest_map():
    app = make(seed=1, start=DRAFT)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("b")
        await pilot.pause()
        key = app.query_one("#legend")
        shown = [strip.text.rstrip() for strip in key.render_lines(key.region.reset_offset)]
        assert [line.strip() for line in shown] == [
            "· safe ░<10% ▒<25% ▓25%+", "WPB more likely than not", "danger: the chance of death"]


async def test_on_a_short_screen_the_notes_leave_the_rules_cave_and_seed_to_the_header():
    from wumpus.app.panels import PanelText

    app = make(seed=2)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        status = app.query_one("#status", PanelText)
        assert "Seed" in status.shown.plain
        await pilot.press("b")
        await pilot.pause()
        assert "Seed" not in status.shown.plain and "seed 2" in app.title + app.sub_title
        await pilot.resize_terminal(100, 32)
        await pilot.pause()
        assert "Seed" in status.shown.plain  # room enough for all of it
        await pilot.resize_terminal(80, 24)
        await pilot.pause()
        assert "Seed" not in status.shown.plain
        await pilot.press("b")
        await pilot.pause()
        assert "Seed" in status.shown.plain


def kept(text: str) -> str:
    """A line of the notes as written for the panel: each group of rooms with what is said of them
    held together, a line broken between groups only after the dot."""
    return "\u00a0· ".join(part.replace(" ", "\u00a0") for part in text.split(" · "))


def test_the_hazard_lines_list_only_rooms_likelier_than_an_unseen_one():
    """A seen room no likelier than the rooms not seen yet is not 'the likeliest': the lines leave
    it out, and say so when no room stands out."""
    from wumpus.app.notes import notes_from
    from wumpus.caves import load_cave

    # fiend's wumpus, woken in a big cave, is followed only roughly: the rooms seen drop under
    # the unseen rooms' 4%
    game = Game(load_cave("random:rooms=30", 46), "fiend", 46)
    game.shoot((26,))
    notes = notes_from(game, insight_for(game))
    assert notes.approximate and notes.unseen.wumpus > 0.03
    assert all(p < notes.unseen.wumpus for room, p in
               ((r, o.wumpus) for r, o in notes.odds.items() if r not in notes.unseen_rooms) if p > 0)
    assert notes.hazard_line("wumpus") == "no room stands out"
    assert notes.hazard_line("pit") == kept("3 25 26 33% each")
    # classic seed 11: rooms the arrows flew through are as likely a pit as the 9 unseen rooms
    game = Game(load_cave("dodecahedron", 11), "classic", 11)
    game.move(3)
    game.move(12)
    game.shoot((13,))
    game.shoot((11, 19))
    notes = notes_from(game, insight_for(game))
    assert len(notes.unseen_rooms) == 9 and notes.unseen.pit == pytest.approx(1 / 12)
    assert notes.odds[19].pit == pytest.approx(1 / 12) and 19 not in notes.unseen_rooms
    assert notes.hazard_line("pit") == kept("13 100%")


def test_past_three_rooms_the_line_says_how_many_more():
    from wumpus.app.notes import Notes
    from wumpus.bots.insight import RoomOdds

    odds = {room: RoomOdds(0.0, p, 0.0, False) for room, p in ((1, 0.5), (2, 0.4), (3, 0.3), (4, 0.3), (5, 0.3))}
    notes = Notes(odds, None, (), None)
    assert notes.hazard_line("pit") == kept("1 50% · 2 40% · 3 and 2 more 30% each")
    assert notes.hazard_line("bats") == "none"
    # the rooms past the first three, less likely than them, are counted on their own
    odds = {room: RoomOdds(0.0, p, 0.0, False) for room, p in ((1, 0.5), (2, 0.4), (3, 0.3), (4, 0.2), (5, 0.2))}
    assert Notes(odds, None, (), None).hazard_line("pit") == kept("1 50% · 2 40% · 3 30% · 2 more under 30%")
    # one room alone past them is named, with its odds: shorter than "1 more under 30%", and it says them
    odds = {room: RoomOdds(0.0, p, 0.0, False) for room, p in ((1, 0.5), (2, 0.4), (3, 0.3), (4, 0.2))}
    assert Notes(odds, None, (), None).hazard_line("pit") == kept("1 50% · 2 40% · 3 30% · 4 20%")
    odds[5] = RoomOdds(0.0, 0.1, 0.0, False)
    assert Notes(odds, None, (), None).hazard_line("pit") == kept("1 50% · 2 40% · 3 30% · 2 more under 30%")


def test_with_every_room_named_the_unseen_line_says_so_and_no_more():
    # rooms named only in an arrow's path are named, not seen: the line does not say they were seen
    from wumpus.app.notes import Notes

    game = Game(DODECAHEDRON, "classic", 1)
    odds = {room: RoomOdds(0.05, 0.1, 0.1, False) for room in game.cave.rooms}
    text = NotesPanel._content(Notes(odds, RoomOdds(0.05, 0.1, 0.1, False), (), game.hunter), game).plain
    assert text.splitlines()[-1] == "Unseen  none: every room has been named"


def test_rooms_with_the_same_odds_are_listed_together():
    from wumpus.app.notes import Notes
    from wumpus.bots.insight import RoomOdds

    odds = {room: RoomOdds(0.0, p, 0.0, False) for room, p in ((1, 0.3), (2, 0.5), (3, 0.3), (4, 0.1), (5, 0.1))}
    notes = Notes(odds, None, (), None)
    assert notes.hazard_line("pit") == kept("2 50% · 1 3 30% each · 2 more under 30%")
    # a group is named in room order, whatever the exact odds behind its figure
    odds = {16: RoomOdds(0.0, 0.134, 0.0, False), 1: RoomOdds(0.0, 0.131, 0.0, False),
            5: RoomOdds(0.0, 0.126, 0.0, False)}
    assert Notes(odds, None, (), None).hazard_line("pit") == kept("1 5 16 13% each")
    # nine rooms at one figure: three named, the others counted with them
    odds = {room: RoomOdds(0.11, 0.0, 0.0, False) for room in range(1, 10)}
    assert Notes(odds, None, (), None).hazard_line("wumpus") == kept("1 2 3 and 6 more 11% each")
    # four: the fourth room's number is shorter than "and 1 more"
    odds = {room: RoomOdds(0.0, 0.0, 0.28, False) for room in (1, 5, 7, 8)}
    assert Notes(odds, None, (), None).hazard_line("bats") == kept("1 5 7 8 28% each")
    odds[2] = RoomOdds(0.0, 0.0, 0.5, False)  # after another figure, the group still gets what is left
    assert Notes(odds, None, (), None).hazard_line("bats") == kept("2 50% · 1 5 and 2 more 28% each")


def test_a_seen_room_shown_at_the_unseen_rooms_figure_does_not_stand_out():
    from wumpus.app.notes import Notes

    unseen = RoomOdds(0.0, 0.168, 0.0, False)
    odds = {1: RoomOdds(0.0, 1.0, 0.0, False), 6: RoomOdds(0.0, 0.172, 0.0, False), 7: unseen}
    notes = Notes(odds, unseen, (7,), None)
    assert percent(0.172) == percent(0.168) == "17%"
    assert notes.hazard_line("pit") == kept("1 100%")


def test_ways_on_with_the_same_odds_share_their_words():
    from wumpus.app.notes import Notes, ways_on

    game = Game(seed=6)
    first, second, third = game.tunnels
    odds = {first: RoomOdds(0.5, 0.0, 0.0, False), second: RoomOdds(0.0, 0.0, 0.0, False),
            third: RoomOdds(0.5, 0.0, 0.0, False)}
    shown = ways_on(Notes(odds, None, (), game.hunter), game)
    assert shown.replace("\u00a0", " ") == f"{first} {third} W50% each · {second} safe"
    # a group is never split over two lines, nor a line begun with the dot between groups
    assert shown == kept(f"{first} {third} W50% each · {second} safe")


@pytest.mark.parametrize(("rules", "cave", "seed", "size", "keys"), [
    ("classic", "random:rooms=20,tunnels=8", 5, (80, 24), ()),
    ("spec", "random:rooms=20,tunnels=8", 2, (72, 24), ("1", "2")),  # more to say than fits: the notes scroll
    ("wump3", "random:rooms=30,tunnels=9", 11, (80, 24), ("2",)),
])
async def test_a_room_of_many_tunnels_leaves_the_messages_in_sight(rules, cave, seed, size, keys):
    from wumpus.app.main import LOG_LEAST
    from wumpus.app.messagelog import MessageLog
    from wumpus.caves import load_cave

    app = WumpusApp(seed=seed, rules=rules, cave=load_cave(cave, seed), splash=False, animation=False)
    async with app.run_test(size=size) as pilot:
        await pilot.press("b", *keys)
        await pilot.pause()
        await pilot.pause()
        log = app.query_one("#log", MessageLog)
        right = app.query_one("#right")
        assert log.region.height >= LOG_LEAST == 4 and log.region.bottom <= right.region.bottom  # two lines
        notes = panel(app)
        assert notes.region.height >= 4 and notes.region.bottom <= log.region.y


async def test_notes_that_do_not_fit_say_so_and_scroll_with_the_arrow_keys():
    from wumpus.app.notes import SUBTITLE, SUBTITLE_SCROLLING
    from wumpus.caves import load_cave

    # spec, a 20-room cave of 8 tunnels a room, seed 2, at 72x24, after 1 2: more to say than fits
    app = WumpusApp(seed=2, rules="spec", cave=load_cave("random:rooms=20,tunnels=8", 2), splash=False,
                    animation=False)
    async with app.run_test(size=(72, 24)) as pilot:
        await pilot.press("b", "1", "2")
        await pilot.pause()
        await pilot.pause()
        notes = panel(app)
        assert notes.max_scroll_y >= 1 and notes.scroll_y == 0
        assert notes.border_subtitle == SUBTITLE_SCROLLING == "↑↓ more · b hides"
        turn = len(app.game.actions)
        await pilot.press("down")
        await pilot.pause()
        assert notes.scroll_y == 1
        await pilot.press(*["down"] * (int(notes.max_scroll_y) + 2))
        await pilot.pause()
        assert notes.scroll_y == notes.max_scroll_y
        await pilot.press("up")
        await pilot.pause()
        assert notes.scroll_y == notes.max_scroll_y - 1
        assert len(app.game.actions) == turn  # the arrow keys play nothing
        before = notes.scroll_y
        await pilot.press("b")  # hidden, the notes are not scrolled
        await pilot.pause()
        await pilot.press("up", "up")
        await pilot.pause()
        assert not notes.display and notes.scroll_y == before

    # the dodecahedron's notes fit: they offer no keys to see more
    app = make(seed=6)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("b")
        await pilot.pause()
        assert panel(app).max_scroll_y == 0 and panel(app).border_subtitle == SUBTITLE == "b hides"
        await pilot.press("down")
        await pilot.pause()
        assert panel(app).scroll_y == 0


async def test_approximate_notes_leave_the_messages_in_sight_at_80x24():
    from wumpus.app.messagelog import MessageLog
    from wumpus.caves import load_cave

    app = WumpusApp(seed=46, rules="fiend", cave=load_cave("random:rooms=30", 46), splash=False, animation=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("s", "2", "6", "enter", "f")
        await pilot.pause()
        await pilot.press("b")
        await pilot.pause()
        assert panel(app).border_title == "Hunter's notes · approximate"
        assert not panel(app).query_one("#notes-inexact").display  # the why, on a taller screen
        log = app.query_one("#log", MessageLog)
        assert log.region.height >= 3 and log.region.bottom <= app.screen.region.bottom - 1  # a line, above the keys


async def test_the_notes_fill_the_room_the_messages_spare_after_a_room_is_typed_and_after_a_resize():
    from wumpus.app.main import LOG_LEAST
    from wumpus.app.messagelog import MessageLog
    from wumpus.caves import load_cave

    def fills_its_room() -> None:
        # the notes reach down to the messages' least height, and no further: nothing they say is
        # scrolled away while the messages have more than their least
        right, log, notes = app.query_one("#right"), app.query_one("#log", MessageLog), panel(app)
        status = app.query_one("#status")
        assert log.region.height >= LOG_LEAST and log.region.bottom <= right.region.bottom
        room = right.region.height - status.region.height - LOG_LEAST
        assert notes.region.height == room or (notes.region.height < room and notes.max_scroll_y == 0)
        assert notes.region.y == status.region.bottom and notes.region.bottom <= log.region.y

    # wump3 on a 30-room cave, seed 3: into 7, 10 and 21 by number, where a smell and a draft fill the notes
    app = make(seed=3, rules="wump3", cave=load_cave("random:rooms=30,tunnels=3", 3))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("m", "7", "enter", "m", "1", "0", "enter", "m", "2", "1", "enter", "b")
        await pilot.pause()
        assert app.game.hunter == 21 and len(app.game.actions) == 3
        fills_its_room()
        for size in ((100, 30), (120, 40), (80, 24)):
            await pilot.resize_terminal(*size)
            await pilot.pause()
            await pilot.pause()
            fills_its_room()


async def test_a_scroll_bar_that_came_with_the_room_prompt_goes_with_it():
    from wumpus.app.main import LOG_LEAST
    from wumpus.app.messagelog import MessageLog
    from wumpus.caves import load_cave

    # tournament, lattice, seed 2, after 1 1 2: a line of the notes fills the panel's width, and the
    # room prompt (m) takes the rows that made the panel scroll
    app = make(seed=2, rules="tournament", cave=load_cave("lattice", 2))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("1", "1", "2", "b")
        await pilot.pause()
        notes, log = panel(app), app.query_one("#log", MessageLog)
        whole = notes.text
        assert notes.max_scroll_y == 0
        await pilot.press("m")
        await pilot.pause()
        await pilot.press("escape")
        await pilot.pause()
        await pilot.pause()
        assert notes.max_scroll_y == 0 and notes.text == whole
        assert log.region.height == LOG_LEAST  # the messages keep their least, and the notes the rest


async def test_the_notes_of_a_new_turn_are_shown_from_their_first_line():
    from wumpus.caves import load_cave

    # a 60-room cave of 9 tunnels a room at 80x24: after 3 5 2 (and a bat's flight) the notes do not fit
    app = make(seed=11, cave=load_cave("random:rooms=60,tunnels=9", 11))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("b", "3", "5", "2")
        await pilot.pause()
        await pilot.pause()
        notes = panel(app)
        assert notes.max_scroll_y >= 1
        await pilot.press("down")
        await pilot.pause()
        assert notes.scroll_y == 1
        await pilot.press("b", "b")  # hidden and shown again in the same turn: still where the player left them
        await pilot.pause()
        assert notes.scroll_y == 1
        await pilot.press("1")
        await pilot.pause()
        await pilot.pause()
        assert notes.max_scroll_y >= 1  # the new room's notes do not fit either
        assert notes.scroll_y == 0  # and they begin with the ways on from the new room
        assert notes.text.startswith("Ways on")
