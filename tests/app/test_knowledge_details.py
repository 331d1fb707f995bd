"""What the player knows, in detail: the log's lines and headings, the map's marks, the turn's frames."""

from __future__ import annotations

from wumpus.app.knowledge import (
    Knowledge,
    flight_path,
    frames_for,
    log_line,
    log_lines,
    revealed,
    room_roles,
    turn_line,
)
from wumpus.engine import Cave, Cheat, Game, Move, Positions, Reset, Shoot
from wumpus.engine import events as ev

#: hunter in room 1 (tunnels 2 5 8); a pit in room 3, next to 2; the wumpus in 20; bats in 11 and 13
NEAR_A_PIT = Positions(1, 20, (3, 16), (11, 13))


def test_a_turns_heading_counts_moves_and_shots_and_a_cheat_or_reset_is_no_turn():
    game = Game(rules="teaching", seed=1, start=NEAR_A_PIT)
    game.move(2)
    assert turn_line(game, Move(2)) == "— 1. move 2 —"
    game.shoot([1, 5])
    assert turn_line(game, Shoot((1, 5))) == "— 2. shoot 1 5 —"
    game.cheat()
    assert turn_line(game, Cheat()) == "— cheat —"
    assert turn_line(game, Reset(NEAR_A_PIT)) == "— reset: you 1, wumpus 20 —"


def test_each_warning_has_its_tag_and_its_kind():
    game = Game(seed=1)
    said = [log_line(ev.Percept(hazard), game.messages) for hazard in (ev.WUMPUS, ev.PIT, ev.BATS)]
    assert said == [
        ("[W] I SMELL A WUMPUS!", "warning-wumpus"),
        ("[P] I FEEL A DRAFT", "warning-pit"),
        ("[B] BATS NEARBY!", "warning-bats"),
    ]


class _Says:
    """Messages that word every event the same way."""

    def render(self, event, narrate=False):
        return "SOMETHING"


def test_a_warning_of_a_hazard_with_no_tag_of_its_own_reads_as_a_danger():
    assert log_line(ev.Percept("gas"), _Says()) == ("[!] SOMETHING", "danger")


def test_a_fall_is_a_danger_and_the_loss_is_marked_as_one():
    game = Game(seed=1, start=NEAR_A_PIT)
    game.move(2)
    assert log_lines(game.move(3), game.messages) == [
        ("YOU ENTER ROOM 3", "plain"),
        ("YYYYIIIIIIIIII . . . FELL IN PIT", "danger"),
        ("☠ HA HA HA - YOU LOSE!", "lost"),
    ]


def test_a_hit_is_good_and_the_win_is_starred():
    game = Game(seed=1, start=Positions(1, 5, (3, 16), (11, 13)))
    assert log_lines(game.shoot([5]), game.messages) == [
        ("TWANG! THE ARROW IS AIMED AT 5", "plain"),
        ("AHA! YOU GOT THE WUMPUS!", "good"),
        ("★ HEE HEE HEE - THE WUMPUS'LL GETCHA NEXT TIME!!", "won"),
    ]


def test_a_bat_flight_has_the_bats_kind_and_events_that_say_nothing_make_no_line():
    game = Game(seed=1, start=Positions(1, 5, (3, 16), (2, 13)))
    events = game.move(2)
    assert ev.BatSnatch(2, 3) in events
    assert [kind for _, kind in log_lines(events, game.messages)] == ["plain", "bats", "plain", "danger", "lost"]
    assert log_line(ev.ArrowEntered(5), game.messages) is None


def test_the_rooms_where_a_warning_was_felt_are_known_and_the_others_only_visited():
    game = Game(seed=1, start=NEAR_A_PIT)
    known = Knowledge.at_start(game)
    known.learn(game.move(2))
    known.learn(game.move(1))
    known.learn(game.move(5))
    assert known.visited == {1, 2, 5} and known.warned == {2}


def test_the_arrow_is_known_to_lie_where_it_landed_until_it_is_picked_up():
    game = Game(rules="teaching", seed=1, start=NEAR_A_PIT)
    known = Knowledge.at_start(game)
    known.learn(game.shoot([5, 6]))
    assert known.arrow_seen == 6
    rooms, _ = room_roles(game, known)
    assert rooms[6] == "lying-arrow"
    known.learn(game.move(5))
    known.learn(game.move(6))
    assert game.arrows == 1 and known.arrow_seen is None
    assert "lying-arrow" not in room_roles(game, known)[0].values()


def test_the_map_of_a_game_going_on_shows_the_rooms_known_and_the_tunnels_from_the_hunters():
    game = Game(seed=1, start=NEAR_A_PIT)
    known = Knowledge.at_start(game)
    known.learn(game.move(2))
    known.learn(game.move(1))
    assert room_roles(game, known) == (
        {1: "hunter", 2: "tunnel-warned", 5: "tunnel", 8: "tunnel"},
        {(1, 2): "tunnel-line", (1, 5): "tunnel-line", (1, 8): "tunnel-line"},
    )
    known.learn(game.move(5))
    assert room_roles(game, known) == (
        {1: "tunnel", 2: "warned", 5: "hunter", 4: "tunnel", 6: "tunnel"},
        {(5, 1): "tunnel-line", (5, 4): "tunnel-line", (5, 6): "tunnel-line"},
    )


def test_the_map_of_a_lost_game_shows_every_hazard_and_the_hunter_dead():
    game = Game(seed=1, start=NEAR_A_PIT)
    known = Knowledge.at_start(game)
    known.learn(game.move(2))
    known.learn(game.move(3))
    assert room_roles(game, known) == (
        {1: "visited", 2: "warned", 3: "dead", 16: "pit", 11: "bats", 13: "bats", 20: "wumpus"}, {},
    )


def test_the_map_of_a_won_game_shows_the_wumpus_dead_and_the_hunter_standing():
    game = Game(seed=1, start=Positions(1, 5, (3, 16), (11, 13)))
    known = Knowledge.at_start(game)
    known.learn(game.shoot([5]))
    assert room_roles(game, known) == (
        {1: "hunter", 5: "dead", 3: "pit", 16: "pit", 11: "bats", 13: "bats"}, {},
    )


def test_the_bats_fly_the_shortest_way_or_straight_where_there_is_none():
    game = Game(seed=1)
    assert flight_path(game.cave, 1, 1) == [1]
    assert flight_path(game.cave, 1, 2) == [1, 2]
    assert flight_path(game.cave, 1, 3) == [1, 2, 3]
    assert flight_path(game.cave, 1, 7) == [1, 8, 7]
    cave = Cave("two halves", {1: (2,), 2: (1,), 3: (4,), 4: (3,)})
    assert flight_path(cave, 1, 4) == [1, 4]


def test_an_arrows_frames_draw_its_path_behind_it():
    game = Game(seed=1, start=NEAR_A_PIT)
    before = room_roles(game, Knowledge.at_start(game))
    frames = frames_for(game.cave, game.shoot([2, 3, 4]), 1, before)
    assert len(frames) == 3
    rooms, edges = frames[2]
    assert rooms == {**before[0], 2: "path", 3: "path", 4: "arrow"}
    assert edges == {**before[1], (1, 2): "arrow-line", (2, 3): "arrow-line", (3, 4): "arrow-line"}
    assert frames[0] == ({**before[0], 2: "arrow"}, {**before[1], (1, 2): "arrow-line"})


def test_a_bat_flight_is_drawn_room_by_room_over_the_map_without_the_hunter_and_his_tunnels():
    game = Game(seed=1, start=Positions(1, 20, (16, 17), (3, 13)))
    known = Knowledge.at_start(game)
    known.learn(game.move(2))
    known.learn(game.move(10))
    before = room_roles(game, known)
    assert before[0] == {1: "visited", 2: "tunnel-warned", 9: "tunnel", 10: "hunter", 11: "tunnel"}
    frames = frames_for(game.cave, [ev.BatSnatch(10, 18)], 10, before)
    assert frames == [({1: "visited", 2: "tunnel-warned", room: "bat"}, {}) for room in (10, 9, 18)]


def test_an_earthquake_shakes_the_whole_cave_twice():
    game = Game(seed=1, start=NEAR_A_PIT)
    before = room_roles(game, Knowledge.at_start(game))
    frames = frames_for(game.cave, [ev.Earthquake((3, 16), (4, 9))], 1, before)
    shaken = ({room: "path" for room in game.cave.rooms}, {})
    assert frames == [shaken, before, shaken, before]


def test_an_arrow_that_ricochets_where_the_rules_say_where_is_drawn_all_the_way():
    game = Game(rules="teaching", seed=1, start=NEAR_A_PIT)
    before = room_roles(game, Knowledge.at_start(game))
    events = game.shoot([2, 9, 10])
    assert ev.ArrowRicocheted(2, 9, 1) in events
    frames = frames_for(game.cave, events, 1, before, game.rules)
    assert [(f[0][1], f[0][2]) for f in frames] == [("hunter", "arrow"), ("arrow", "path")]
    assert frames[1][1][(2, 1)] == "arrow-line"


def test_the_watcher_sees_every_hazard_but_the_hunter_stays_on_top():
    game = Game(seed=1, start=Positions(1, 20, (3, 16), (1, 13)))
    roles = room_roles(game, Knowledge.at_start(game))
    rooms, edges = revealed(game, roles)
    assert rooms == {**roles[0], 1: "hunter", 3: "pit", 16: "pit", 13: "bats", 20: "wumpus"}
    assert edges == roles[1]


def test_the_watcher_of_an_ended_game_sees_its_map_as_it_is():
    game = Game(seed=1, start=NEAR_A_PIT)
    known = Knowledge.at_start(game)
    known.learn(game.move(2))
    known.learn(game.move(3))
    roles = room_roles(game, known)
    assert revealed(game, roles) == roles


def test_a_shot_felt_nothing_and_warns_of_no_room():
    game = Game(rules="teaching", seed=1, start=NEAR_A_PIT)
    known = Knowledge.at_start(game)
    events = game.shoot([5, 6])
    assert not any(isinstance(event, ev.Percept) for event in events)
    known.learn(events)
    assert known.visited == {1} and known.warned == set()


def test_a_room_the_bats_carried_the_hunter_from_unwarned_is_not_marked_warned():
    game = Game(seed=1, start=Positions(1, 5, (3, 16), (2, 13)))
    known = Knowledge.at_start(game)
    events = game.move(2)
    assert events[:3] == (ev.Entered(2), ev.BatSnatch(2, 3), ev.Entered(3))
    known.learn(events)
    assert known.visited == {1, 2, 3} and known.warned == set()


def test_turns_learned_together_teach_what_they_teach_one_by_one():
    def turns(game):
        return [game.move(5), game.move(1), game.move(2), game.reset(NEAR_A_PIT), game.move(8)]

    one_by_one = Knowledge.at_start(Game(rules="teaching", seed=1, start=NEAR_A_PIT))
    for events in turns(Game(rules="teaching", seed=1, start=NEAR_A_PIT)):
        one_by_one.learn(events)
    together = Knowledge.at_start(Game(rules="teaching", seed=1, start=NEAR_A_PIT))
    together.learn([event for events in turns(Game(rules="teaching", seed=1, start=NEAR_A_PIT)) for event in events])
    assert one_by_one.warned == together.warned == {2}
    assert one_by_one.visited == together.visited == {1, 2, 5, 8}
