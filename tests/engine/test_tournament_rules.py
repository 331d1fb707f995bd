"""The AI competition host (seed 003), under ``tournament``."""

import pytest

from wumpus.engine import Cave, IllegalAction
from wumpus.engine import events as ev
from wumpus.engine.rules import get_ruleset

from .helpers import at, kinds, room_draw, scripted, snapshot

#: eight rooms in a one-way ring, each also skipping ahead two: 1 -> 2, 3; 2 -> 3, 4; ...
RING = Cave("one-way ring", {r: (r % 8 + 1, (r + 1) % 8 + 1) for r in range(1, 9)})


def test_a_win_scores_100_minus_moves():
    game = scripted("tournament", at(1, 3, pits=(15, 16), bats=(17, 18)))
    game.move(2)
    events = game.shoot([3])
    assert events[-1] == ev.GameOver(True, ev.WUMPUS_KILLED, 99, 1) and game.score == 99


def test_shooting_costs_no_move():
    game = scripted("tournament", at(1, 20, pits=(15, 16), bats=(17, 18)), [0.9])
    game.shoot([2])
    assert game.moves == 0 and game.arrows == 4


def test_a_loss_scores_zero():
    game = scripted("tournament", at(1, 20, pits=(2, 16), bats=(17, 18)))
    game.move(2)
    assert game.over and game.score == 0


def test_hundred_moves_exhaust_the_hunter():
    game = scripted("tournament", at(1, 20, pits=(15, 16), bats=(17, 18)))
    for i in range(99):
        game.move(2 if i % 2 == 0 else 1)
    assert not game.over
    events = game.move(1 if game.hunter == 2 else 2)
    assert events[-2:] == (ev.Exhausted(100), ev.GameOver(False, ev.EXHAUSTED, 0, 100))


def test_entering_the_wumpus_room_is_fatal_at_once():
    game = scripted("tournament", at(1, 2, pits=(15, 16), bats=(17, 18)))
    events = game.move(2)
    assert kinds(events) == ["Entered", "Eaten", "GameOver"]


def test_bats_drop_you_anywhere_and_apply_again():
    game = scripted("tournament", at(1, 20, pits=(15, 16), bats=(2, 9)), [room_draw(9), room_draw(11)])
    events = game.move(2)
    assert [e for e in events if isinstance(e, ev.BatSnatch)] == [ev.BatSnatch(2, 9), ev.BatSnatch(9, 11)]


def test_not_an_exit_costs_nothing():
    game = scripted("tournament", at(1, 20, pits=(15, 16), bats=(17, 18)))
    before = snapshot(game)
    for room in (1, 3, 42):
        with pytest.raises(IllegalAction):
            game.move(room)
    assert snapshot(game) == before


def test_too_crooked_counts_the_hunters_room_and_costs_nothing():
    game = scripted("tournament", at(1, 20, pits=(15, 16), bats=(17, 18)))
    before = snapshot(game)
    for path in ([2, 1], [2, 3, 2], [2, 3, 4, 3]):
        with pytest.raises(IllegalAction) as refused:
            game.shoot(path)
        assert refused.value.reason == "too_crooked"
    assert snapshot(game) == before


def test_arrows_fly_through_entrances_as_well_as_exits():
    # in the ring 8 -> 1 is a tunnel, so from 1 an arrow may fly "back" into 8
    game = scripted("tournament", at(1, 8, pits=(4, 5), bats=(6, 7)), cave=RING)
    events = game.shoot([8])
    assert ev.WumpusHit(8) in events


def test_classic_arrows_cannot_fly_up_an_entrance():
    game = scripted("classic", at(1, 8, pits=(4, 5), bats=(6, 7)), [0.0, 0.9], cave=RING)
    events = game.shoot([8])
    assert ev.ArrowDeflected(1, 8, 2) in events and not game.won


def test_unreachable_room_sends_the_arrow_to_a_random_linked_room():
    # 1 is linked to 2, 3 (exits) and 7, 8 (entrances); 0.8 picks the fourth, 8
    game = scripted("tournament", at(1, 5, pits=(4, 6), bats=(2, 3)), [0.8, 0.99], cave=RING)
    events = game.shoot([5])
    assert ev.ArrowDeflected(1, 5, 8) in events


def test_hazards_are_sensed_through_entrances():
    game = scripted("tournament", at(1, 8, pits=(7, 4), bats=(5, 6)), cave=RING)
    assert game.percepts() == (ev.WUMPUS, ev.PIT)
    spec = scripted("spec", at(1, 8, pits=(7, 4), bats=(5, 6)), cave=RING)
    assert spec.percepts() == ()


def test_smell_reaches_as_far_as_the_cave_says():
    exits = {r: (r % 12 + 1, (r - 2) % 12 + 1) for r in range(1, 13)}  # a two-way ring of 12
    near = Cave("ring", exits, smell_distance=1)
    far = Cave("ring", exits, smell_distance=2)
    two_away = at(1, 3, pits=(6, 7), bats=(8, 9))
    assert ev.WUMPUS not in scripted("tournament", two_away, cave=near).percepts()
    assert ev.WUMPUS in scripted("tournament", two_away, cave=far).percepts()
    three_away = at(1, 4, pits=(6, 7), bats=(8, 9))
    assert ev.WUMPUS not in scripted("tournament", three_away, cave=far).percepts()
    # pits and bats are still sensed one room away only
    assert scripted("tournament", at(1, 7, pits=(3, 6), bats=(11, 9)), cave=far).percepts() == ()
    # and the rules say how far, for what tells the player: only rules that smell by the cave reach further
    assert [get_ruleset(name).smell_reach(cave) for name in ("tournament", "classic") for cave in (near, far)] == [1, 2, 1, 1]


def test_missed_wumpus_picks_among_its_exits_and_staying():
    for draw, expected in ((0.1, ev.WumpusMoved(20, 13)), (0.3, ev.WumpusMoved(20, 16)),
                           (0.6, ev.WumpusMoved(20, 19)), (0.8, ev.WumpusStayed(20))):
        game = scripted("tournament", at(1, 20, pits=(15, 6), bats=(17, 18)), [draw])
        assert expected in game.shoot([2])


def test_groggy_wumpus_walking_in_kills():
    game = scripted("tournament", at(13, 20, pits=(15, 6), bats=(17, 18)), [0.1])
    game.shoot([12])
    assert game.cause == ev.EATEN_AFTER_MISS


def test_random_player_scores_like_the_competition_host():
    """Seed 003: its random example bot averages about 25-28 points."""
    from wumpus.bench.cli import play_games

    total, _ = play_games(3000, 0)
    assert 22 <= total / 3000 <= 34


def test_an_arrow_may_veer_through_an_entrance_too():
    # on the one-way ring, 3 leads to 4 and 5, and is entered from 1 and 2: with no tunnel to 7 the arrow
    # veers through any of the four, in tournament; through an exit only, in Yob's rules
    start = at(1, 8, pits=(4, 5), bats=(6, 7))
    assert scripted("tournament", start, cave=RING).veer_chances([3, 7]) == {4: 0.25, 5: 0.25, 1: 0.25, 2: 0.25}
    assert scripted("classic", start, cave=RING).veer_chances([3, 7]) == {4: 0.5, 5: 0.5}
