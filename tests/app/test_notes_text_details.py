"""The notes' words in detail: each room's line, the panel's lines, the marks and their key, the hint."""

from __future__ import annotations

from wumpus.app.art import listing_drawing, picture_for
from wumpus.app.notes import (
    EXPLAIN,
    HuntersNotes,
    Notes,
    NotesPanel,
    describe,
    legend,
    look_for,
    mark_cells,
    mark_for,
    notes_from,
    odds_said,
    together,
    truth_marks,
    ways_on,
)
from wumpus.bots.api import Move, Shoot
from wumpus.bots.insight import RoomOdds, Suggestion, insight_for
from wumpus.caves.drawing import CaveDrawing
from wumpus.engine import DODECAHEDRON, Game, Positions

#: hunter in room 1 (tunnels 2 5 8) feels a draft (a pit in 5); wumpus, other pit and bats far away
DRAFT = Positions(1, 20, (5, 16), (11, 13))
NBSP = "\u00a0"


def plain(text: str) -> str:
    return text.replace(NBSP, " ")


def panel_text(notes: Notes, game: Game) -> str:
    return plain(NotesPanel._content(notes, game).plain)


def test_the_first_turns_notes_after_a_draft():
    game = Game(seed=1, start=DRAFT)
    notes = notes_from(game, insight_for(game))
    assert notes.here == 1 and not notes.approximate and notes.why == "" and notes.problem == ""
    assert notes.unseen_rooms == (3, 4, 6, 7, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20)
    assert notes.marks() == {2: ("▓", "high"), 5: ("▓", "high"), 8: ("▓", "high"),
                             **{room: ("░", "low") for room in notes.unseen_rooms}}
    assert notes.about(1) == "Room 1 (you are here): wumpus 0% · pit 0% · bats 0%"
    assert notes.about(5) == "Room 5: wumpus 0% · pit 33% · bats 0%"
    assert notes.about(20) == (
        "Room 20 (not seen yet: the odds of every unseen room): wumpus 6% · pit 6% · bats 13% "
        "(they may drop you into a pit or onto the wumpus (13% if they carry you off))")
    assert panel_text(notes, game).splitlines() == [
        "Ways on 2 5 8 P33% each",
        "Wumpus  unseen rooms only",
        "Pits    2 5 8 33% each",
        "Bats    unseen rooms only",
        "Unseen  16 rooms W6% P6% B13% each",
    ]


def test_after_a_step_the_room_left_is_visited_and_bears_no_mark():
    game = Game(seed=1, start=DRAFT)
    game.move(2)
    notes = notes_from(game, insight_for(game))
    marks = notes.marks()
    assert 1 not in marks and 2 not in marks
    assert marks[3] == marks[10] == ("·", "safe") and marks[5] == marks[8] == ("▓", "high")
    assert marks[4] == ("▒", "some")
    assert notes.about(1) == "Room 1 (visited): wumpus 0% · pit 0% · bats 0%"
    assert notes.about(2) == "Room 2 (you are here): wumpus 0% · pit 0% · bats 0%"
    assert notes.about(3) == "Room 3: wumpus 0% · pit 0% · bats 0%"
    assert panel_text(notes, game).splitlines() == [
        "Ways on 1 3 10 safe",
        "Wumpus  unseen rooms only",
        "Pits    5 8 50% each",
        "Bats    unseen rooms only",
        "Unseen  14 rooms W7% P7% B14% each",
    ]


def test_a_visited_room_that_may_hold_bats_keeps_its_mark():
    odds = {1: RoomOdds(0.0, 0.0, 0.0, True), 2: RoomOdds(0.0, 0.0, 0.3, True), 3: RoomOdds(0.0, 0.0, 0.0, False),
            4: RoomOdds(0.0, 0.2, 0.0, True), 5: RoomOdds(0.0, 0.0, 0.0, True)}
    notes = Notes(odds, None, (), 5, risk={2: 0.0, 3: 0.0, 4: 0.2})
    assert notes.marks() == {2: ("·", "safe"), 3: ("·", "safe"), 4: ("▒", "some")}


def test_one_unseen_room_is_one_room_and_its_odds_are_not_each():
    game = Game(seed=1, start=DRAFT)
    unseen = RoomOdds(0.5, 0.0, 0.0, False)
    odds = {room: RoomOdds(0.0, 0.0, 0.0, True) for room in game.cave.rooms} | {20: unseen}
    text = panel_text(Notes(odds, unseen, (20,), 1), game)
    assert text.splitlines()[-1] == "Unseen  1 room W50%"
    safe = RoomOdds(0.0, 0.0, 0.0, False)
    text = panel_text(Notes(odds | {19: safe, 20: safe}, safe, (19, 20), 1), game)
    assert text.splitlines()[-1] == "Unseen  2 rooms safe"


def test_no_notes_say_why_and_an_ended_game_points_to_the_map():
    game = Game(seed=1, start=DRAFT)
    assert notes_from(game, None).problem == "No notes for this game."
    assert notes_from(game, None, "No notes: no seed.").problem == "No notes: no seed."
    assert panel_text(notes_from(game, None, "No notes: no seed."), game) == "No notes: no seed."
    game.move(5)
    assert game.over
    assert panel_text(Notes(), game) == ("The game is over: the map shows where everything was.\n"
                                         "n new game · r same set-up")


def test_a_hazard_only_the_unseen_rooms_may_hold_and_one_no_room_may():
    unseen = RoomOdds(0.1, 0.0, 0.0, False)
    odds = {1: RoomOdds(0.0, 0.0, 0.0, True), 2: unseen, 3: unseen}
    notes = Notes(odds, unseen, (2, 3), 1)
    assert notes.hazard_line("wumpus") == "unseen rooms only"
    assert notes.hazard_line("pit") == "none"
    odds[1] = RoomOdds(0.05, 0.0, 0.0, True)
    assert Notes(odds, unseen, (2, 3), 1).hazard_line("wumpus") == "no room stands out"
    assert Notes(odds, None, (2, 3), 1).hazard_line("wumpus") == f"1{NBSP}5%"


def test_the_odds_in_a_word_or_two():
    assert odds_said(RoomOdds(0.0, 0.0, 0.0, False)) == "safe"
    assert odds_said(RoomOdds(0.5, 0.11, 0.0, False)) == f"W50%{NBSP}P11%"
    assert odds_said(RoomOdds(0.0, 0.0, 1.0, False)) == "B100%"
    assert together([7], "W50%") == f"7{NBSP}W50%"
    assert together([2, 5], "safe") == f"2{NBSP}5{NBSP}safe"
    assert together([2, 5], "P33%") == f"2{NBSP}5{NBSP}P33%{NBSP}each"
    assert together([2], "11%", more=6) == "2 and 6 more 11% each".replace(" ", NBSP)


def test_ways_on_leave_out_rooms_with_no_odds():
    game = Game(seed=6)
    first, second, third = game.tunnels
    odds = {first: RoomOdds(0.0, 0.0, 0.0, False), third: RoomOdds(0.0, 0.2, 0.0, False)}
    assert plain(ways_on(Notes(odds, None, (), game.hunter), game)) == f"{first} safe · {third} P20%"


def test_marks_at_the_edges_of_their_shades():
    assert mark_for(RoomOdds(0.0, 0.0, 0.0, False), risk=0.0999) == ("░", "low")
    assert mark_for(RoomOdds(0.0, 0.0, 0.0, False), risk=0.10) == ("▒", "some")
    assert mark_for(RoomOdds(0.0, 0.0, 0.0, False), risk=0.2499) == ("▒", "some")
    assert mark_for(RoomOdds(0.0, 0.0, 0.0, False), risk=0.25) == ("▓", "high")
    assert mark_for(RoomOdds(0.0, 0.0, 0.0, False), risk=0.9) == ("▓", "high")
    assert mark_for(RoomOdds(0.0, 0.5, 0.0, False)) == ("▓", "high")
    assert mark_for(RoomOdds(0.5, 0.0, 0.0, False)) == ("▓", "high")
    assert mark_for(RoomOdds(0.0, 0.0, 0.5, False), risk=0.0) == ("·", "safe")
    assert mark_for(RoomOdds(0.0, 0.0, 0.6, False), risk=0.2499) == ("B", "bats")
    assert mark_for(RoomOdds(0.0, 0.0, 0.6, False), risk=0.25) == ("▓", "high")
    assert mark_for(RoomOdds(0.55, 0.6, 0.0, False)) == ("P", "pit")
    assert mark_for(RoomOdds(0.6, 0.55, 0.0, False)) == ("W", "wumpus")


def test_the_key_to_the_marks_and_what_the_odds_are_made_of():
    assert legend().plain.splitlines() == [
        "· safe ░<10% ▒<25% ▓25%+", "WPB more likely than not", "danger: the chance of death"]
    assert EXPLAIN == ("Odds from what you have seen: warnings felt, rooms visited, bat flights. "
                       "The rooms counted as unseen share the same odds; a room on no line is no likelier.")


def test_a_hint_in_a_line():
    shot = Suggestion(Shoot((4, 5, 6)), "Shoot 4-5-6: a 40% chance")
    assert describe(shot) == "shoot 4 → 5 → 6 — a 40% chance"
    assert describe(Suggestion(Shoot((4,)), "Shoot now")) == "shoot 4 — shoot now"
    assert describe(Suggestion(Shoot((4,)), "Worth a try: it is near")) == "shoot 4 — worth a try: it is near"
    assert describe(Suggestion(Move(7), "  ")) == "walk to 7"
    assert describe(Suggestion(Move(4), "Every way on is death"), 4) == "stay in 4 — every way on is death"


def test_at_the_end_each_hazards_room_gets_its_letter_and_a_room_of_two_gets_both_in_reading_order():
    drawing, _ = picture_for(DODECAHEDRON)
    cells = mark_cells(drawing)
    assert drawing.labels[3] == (10, 17, 1) and cells[3] == (10, 16)
    game = Game(seed=1, start=Positions(1, 20, (3, 16), (3, 13)))
    game.move(2)
    game.move(3)
    assert game.over
    assert truth_marks(game, cells, drawing) == {
        (10, 15): ("P", "pit"), (10, 16): ("B", "bats"), cells[16]: ("P", "pit"), cells[13]: ("B", "bats"),
        cells[20]: ("W", "wumpus")}
    game = Game(seed=1, start=Positions(1, 3, (3, 16), (11, 13)))
    assert truth_marks(game, cells, drawing) == {
        (10, 15): ("W", "wumpus"), (10, 16): ("P", "pit"), cells[16]: ("P", "pit"), cells[11]: ("B", "bats"),
        cells[13]: ("B", "bats")}


def test_at_the_end_a_room_with_no_space_for_two_letters_gets_the_first_and_a_room_with_no_cell_none():
    drawing = listing_drawing(DODECAHEDRON)
    cells = mark_cells(drawing)
    assert drawing.lines[2].startswith(" 3 -> ") and cells[3] == (2, 2)
    game = Game(seed=1, start=Positions(1, 20, (3, 16), (3, 13)))
    assert truth_marks(game, cells, drawing) == {
        (2, 2): ("P", "pit"), cells[16]: ("P", "pit"), cells[13]: ("B", "bats"), cells[20]: ("W", "wumpus")}
    del cells[16]
    assert truth_marks(game, cells, drawing) == {
        (2, 2): ("P", "pit"), cells[13]: ("B", "bats"), cells[20]: ("W", "wumpus")}


def test_at_the_end_two_letters_never_run_into_another_rooms_letters_or_number():
    game = Game(seed=1, start=Positions(5, 1, (1, 2), (2, 13)))
    drawing = CaveDrawing(("1    2",), {1: (0, 0, 1), 2: (0, 5, 1)})
    assert mark_cells(drawing) == {1: (0, 1), 2: (0, 4)}
    assert truth_marks(game, mark_cells(drawing), drawing) == {
        (0, 1): ("W", "wumpus"), (0, 2): ("P", "pit"), (0, 4): ("P", "pit")}
    drawing = CaveDrawing(("1  12",), {1: (0, 0, 1), 12: (0, 3, 2)})
    assert mark_cells(drawing) == {1: (0, 1)}
    assert truth_marks(game, mark_cells(drawing), drawing) == {(0, 1): ("W", "wumpus")}


def test_the_hunters_own_room_is_never_marked_and_a_visited_room_with_the_least_chance_of_bats_is():
    odds = {1: RoomOdds(0.0, 0.3, 0.0, True), 2: RoomOdds(0.0, 0.0, 0.005, True), 3: RoomOdds(0.0, 0.005, 0.0, True)}
    notes = Notes(odds, None, (), 1, risk={1: 0.3, 2: 0.0, 3: 0.005})
    assert notes.marks() == {2: ("·", "safe"), 3: ("░", "low")}


def test_the_least_chance_is_no_certainty():
    assert mark_for(RoomOdds(0.0, 0.0, 0.0, False), risk=0.005) == ("░", "low")
    assert mark_for(RoomOdds(0.0, 0.505, 0.0, False)) == ("P", "pit")
    assert mark_for(RoomOdds(0.505, 0.0, 0.0, False)) == ("W", "wumpus")
    assert mark_for(RoomOdds(0.0, 0.0, 0.505, False), risk=0.0) == ("B", "bats")
    assert look_for(RoomOdds(0.0, 0.505, 0.0, False)) == "pit"
    assert odds_said(RoomOdds(0.004, 0.0, 0.0, False)) == "W<1%"
    unseen = RoomOdds(0.004, 0.0, 0.0, False)
    assert Notes({1: RoomOdds(0.0, 0.0, 0.0, True), 2: unseen}, unseen, (2,), 1).hazard_line("wumpus") == (
        "unseen rooms only")
    assert Notes({1: RoomOdds(0.0, 0.0, 0.0, True), 2: unseen}, None, (), 1).hazard_line("wumpus") == (
        f"2{NBSP}<1%")


def test_a_seen_room_a_figure_above_the_unseen_ones_stands_out():
    unseen = RoomOdds(0.0, 0.2, 0.0, False)
    notes = Notes({1: RoomOdds(0.0, 0.208, 0.0, False), 2: unseen}, unseen, (2,), None)
    assert notes.hazard_line("pit") == f"1{NBSP}21%"


def test_a_shots_reason_keeps_what_follows_a_second_colon():
    hint = Suggestion(Shoot((4, 5)), "Shoot 4-5: the wumpus is near: 60%")
    assert describe(hint) == "shoot 4 → 5 — the wumpus is near: 60%"


class _Host:
    """The app as the notes see it: the game, and the log's lines."""

    def __init__(self, game: Game) -> None:
        self.game = game
        self.said: list[tuple[str, str]] = []

    def say(self, line: str, kind: str = "plain") -> None:
        self.said.append((line, kind))


class _Map:
    def show(self, rooms, edges) -> None:
        self.shown = (rooms, edges)


def test_a_hint_to_walk_is_said_and_drawn_as_a_walk():
    host = _Host(Game(seed=1, start=Positions(1, 20, (16, 17), (11, 13))))
    notes, cave_map = HuntersNotes(host), _Map()
    notes.hint(cave_map, ({1: "hunter"}, {}))
    assert host.said == [("Hint: walk to 2 — room 2 is safe: no pit or wumpus can be there, and not explored yet",
                          "note")]
    assert cave_map.shown == ({1: "hunter", 2: "hint"}, {(1, 2): "hint-line"})
    assert notes.last_hint == Suggestion(Move(2), notes.last_hint.reason)


def test_a_hint_to_shoot_is_drawn_as_the_arrows_path():
    host = _Host(Game(seed=1, start=Positions(1, 2, (5, 16), (11, 13))))
    cave_map = _Map()
    HuntersNotes(host).hint(cave_map, ({1: "hunter"}, {}))
    assert host.said[0][0].startswith("Hint: shoot 8 → 9 → 10 → 2 — a 67% chance the wumpus is in one of rooms 8, 2")
    assert cave_map.shown == ({1: "hunter", 8: "path", 9: "path", 10: "path", 2: "path"},
                              {(1, 8): "path-line", (8, 9): "path-line", (9, 10): "path-line", (10, 2): "path-line"})


def test_no_hint_and_no_notes_for_a_game_without_a_seed_or_one_that_is_over():
    import random

    host = _Host(Game(rng=random.Random(4)))
    notes = HuntersNotes(host)
    notes.hint(_Map(), ({}, {}))
    assert host.said == [("No notes: this game has no seed, so what you saw cannot be gone over again.", "note")]
    assert notes.current().problem == "No notes: this game has no seed, so what you saw cannot be gone over again."
    assert notes.last_hint is None
    game = Game(seed=1, start=DRAFT)
    game.move(5)
    host = _Host(game)
    HuntersNotes(host).hint(_Map(), ({}, {}))
    assert host.said == [("The game is over, so there is nothing to suggest: n for a new game, "
                          "r for the same set-up again.", "note")]


def test_b_at_the_end_of_a_game_says_once_that_the_map_shows_the_truth():
    game = Game(seed=1, start=DRAFT)
    host = _Host(game)
    notes = HuntersNotes(host)
    notes.toggle()
    assert notes.shown and host.said == []
    notes.toggle()
    game.move(5)
    notes.toggle()
    notes.toggle()
    notes.toggle()
    assert notes.shown
    assert host.said == [("The game is over: the map shows where everything was, not the odds.", "note")]


def test_the_notes_are_worked_out_once_a_turn_and_kept_up_only_where_catching_up_is_slow():
    game = Game(seed=1, start=DRAFT)
    notes = HuntersNotes(_Host(game))
    first, _ = notes.insight()
    assert notes.insight()[0] is first
    game.move(2)
    assert notes.insight()[0] is not first
    notes = HuntersNotes(_Host(Game(seed=1, start=DRAFT)))
    notes.keep_up()
    assert notes._insight_cache is None
    game = Game(seed=1, rules="gentle")
    notes = HuntersNotes(_Host(game))
    notes.keep_up()
    assert notes._insight_cache is not None and notes._insight_cache[:2] == (game, 0)
    notes = HuntersNotes(_Host(game))
    notes.toggle()
    notes.keep_up()
    assert notes._insight_cache is None


def test_an_arrow_in_hand_or_lying_within_reach_is_never_out_of_reach():
    game = Game(rules="teaching", seed=1, start=Positions(1, 20, (3, 16), (11, 13)))
    notes = HuntersNotes(_Host(game))
    assert notes.arrow_out_of_reach() == ""
    game.shoot([5, 6])
    assert game.arrows == 0 and game.arrow_room == 6
    assert notes.arrow_out_of_reach() == ""


def test_an_arrow_lying_with_the_wumpus_is_out_of_reach_and_the_hint_says_why_there_is_none():
    game = Game(DODECAHEDRON, "teaching", 5)
    game.shoot((2,))
    for room in (9, 8, 1):
        game.move(room)
    host = _Host(game)
    notes = HuntersNotes(host)
    said = ("your arrow lies in room 2 with the wumpus, who would kill you there and leaves it only when shot at, "
            "so he can no longer be shot")
    assert notes.arrow_out_of_reach() == said
    notes.hint(_Map(), ({}, {}))
    assert host.said == [(f"No hint: {said}: n for a new game, r for the same set-up again.", "note")]


def test_an_arrow_lying_in_a_game_without_notes_is_not_called_out_of_reach():
    import random

    game = Game(DODECAHEDRON, "teaching", rng=random.Random(4))
    game.shoot((game.tunnels[0],))
    assert game.seed is None and game.arrows == 0 and game.arrow_room is not None and not game.over
    assert HuntersNotes(_Host(game)).arrow_out_of_reach() == ""


def test_notes_that_cannot_be_worked_out_say_why_and_the_game_goes_on(monkeypatch):
    import wumpus.bots.insight

    def fails(game):
        raise ValueError("a rule the notes do not know")

    monkeypatch.setattr(wumpus.bots.insight, "insight_for", fails)
    host = _Host(Game(seed=1, start=DRAFT))
    notes = HuntersNotes(host)
    assert notes.current().problem == "No notes for this game (a rule the notes do not know)."
    notes.hint(_Map(), ({}, {}))
    assert host.said == [("No notes for this game (a rule the notes do not know).", "note")]
