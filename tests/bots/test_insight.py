"""Notes and hints for a front end, from what the player has seen."""

import pytest

from wumpus.assets import asset_path
from wumpus.bots import Move, Shoot
from wumpus.bots.hints import hint_for
from wumpus.bots.insight import insight_for
from wumpus.engine import DODECAHEDRON, Game, Positions
from wumpus.engine import events as ev


def test_a_smell_at_the_start_splits_the_wumpus_over_the_three_tunnels():
    game = Game(DODECAHEDRON, "tournament", 1, start=Positions(1, 5, (12, 13), (17, 18)))
    notes = insight_for(game)
    odds = notes.odds
    assert odds[1].visited and odds[1].wumpus == 0.0
    assert [odds[r].wumpus for r in (2, 5, 8)] == pytest.approx([1 / 3] * 3)
    hint = notes.suggest()
    assert isinstance(hint.action, Shoot | Move)
    assert hint.reason


def test_a_sure_wumpus_is_shot_with_its_reason():
    # the wumpus in 5: smelled from 1 and from 4 (walk 1-2-3-4 with nothing else near)
    game = Game(DODECAHEDRON, "tournament", 2, start=Positions(1, 5, (16, 17), (19, 20)))
    for room in (2, 3, 4):
        game.move(room)
    notes = insight_for(game)
    assert notes.odds[5].wumpus == pytest.approx(1.0)
    hint = notes.suggest()
    assert hint.action == Shoot((5,))
    assert hint.reason == "Shoot 5: a 100% chance the wumpus is in room 5"


def test_insight_does_not_change_the_game():
    game = Game(rules="tournament", seed=9)
    game.move(game.tunnels[0])
    before = (game.positions, game.moves, list(game.actions))
    insight_for(game)
    assert (game.positions, game.moves, list(game.actions)) == before


def _fresh(game):
    from wumpus.bots import insight

    insight._CACHE.clear()
    return insight_for(game).odds


@pytest.mark.parametrize(("rules", "seed", "shot"), [("fiend", 15, 20), ("fiend", 18, 16)])
def test_the_hint_is_the_same_whether_or_not_the_notes_were_looked_at_before(rules, seed, shot):
    """Two ways on as risky as each other: the hint picks the same one whether the notes were worked
    out on the turn before (as the app keeps them) or not at all (as a loaded game is replayed)."""
    from wumpus.bots import insight

    hints = []
    for looked in (False, True):
        insight._CACHE.clear()
        game = Game(rules=rules, seed=seed)
        if looked:
            insight_for(game).all_odds
        game.apply(Shoot((shot,)))
        hints.append((hint_for(game, insight_for(game), shoot_first=False), insight_for(game).suggest()))
    assert hints[0] == hints[1]
    hints = [walk for walk, _ in hints]
    assert "no way to a room not explored yet that leads on is less dangerous" in hints[0].reason


def test_notes_worked_out_turn_by_turn_are_those_worked_out_from_nothing_and_stay_as_given():
    # two games of one set-up that part after the first move, asked about in turn as they go on
    cave, start = DODECAHEDRON, Positions(1, 20, (13, 16), (11, 18))
    games = [Game(cave, "tournament", 7, start=start), Game(cave, "tournament", 7, start=start)]
    ways = {0: (2, 3, 4, 5), 1: (2, 10, 9, 8)}
    given = []
    for turn in range(4):
        for n, game in enumerate(games):
            game.move(ways[n][turn])
            given.append((game, list(game.actions), insight_for(game)))
    for game, actions, notes in given:
        again = Game(cave, "tournament", 7, start=start)
        for action in actions:
            again.apply(action)
        assert notes.odds == _fresh(again)


def test_notes_refused_for_an_action_the_rules_refuse_leave_the_next_notes_right():
    from wumpus.engine import IllegalAction

    game = Game(DODECAHEDRON, "tournament", 7, start=Positions(1, 20, (13, 16), (11, 18)))
    game.move(2)
    insight_for(game)
    game.actions += [Move(3), Move(19)]  # the second is no tunnel from 3: the replay stops there
    with pytest.raises(IllegalAction):
        insight_for(game)
    del game.actions[-2:]
    game.move(3)
    assert insight_for(game).odds == _fresh(game)


def test_no_hint_once_the_game_is_over():
    game = Game(DODECAHEDRON, "tournament", 3, start=Positions(1, 2, (12, 13), (17, 18)))
    game.move(2)
    assert game.over
    assert insight_for(game).suggest() is None


def test_odds_cover_every_room_and_add_up():
    game = Game(DODECAHEDRON, "tournament", 4, start=Positions(1, 20, (2, 13), (17, 18)))
    notes = insight_for(game)  # a draft in room 1 (room 2 has a pit)
    seen = notes.odds
    unseen = [r for r in DODECAHEDRON.rooms if r not in seen]
    each = notes.unseen_odds
    assert sum(o.pit for o in seen.values()) + len(unseen) * each.pit == pytest.approx(2.0)
    assert sum(o.bats for o in seen.values()) + len(unseen) * each.bats == pytest.approx(2.0)
    assert sum(o.wumpus for o in seen.values()) + len(unseen) * each.wumpus == pytest.approx(1.0)
    assert seen[2].pit == pytest.approx(5 / 14)


def test_a_room_a_message_names_is_in_the_notes_with_its_own_odds():
    """Teaching's miss tells where the wumpus slips to: that room is then known, at 100%,
    not averaged in with the rooms never named."""
    from wumpus.caves import load_cave

    game = Game(load_cave(str(asset_path("caves", "mobius-competition.txt"))), "teaching", 0)
    game.move(17)  # bats carry the hunter to room 10
    events = game.shoot([20, 19, 9])
    moved = next(e for e in events if type(e).__name__ == "WumpusMoved")
    notes = insight_for(game)
    assert moved.room == game.wumpus and moved.room in notes.odds
    assert notes.odds[moved.room].wumpus == 1.0
    assert notes.unseen_odds.wumpus == 0.0
    landed = next(e for e in events if type(e).__name__ == "ArrowLanded")
    assert landed.room in notes.odds


def test_the_notes_of_a_set_up_dealt_again_follow_its_own_luck():
    """The notes replay the game from its seed: a set-up dealt again must be replayed with
    its own dice, or a bat flight would put the notes' hunter somewhere else."""
    checked = 0
    for seed in range(60):
        game = Game(None, "classic", seed).same_setup()
        bats = game.bats[0]
        if bats not in game.tunnels:
            continue
        game.move(bats)
        if game.over:
            continue
        notes = insight_for(game)
        assert notes.knowledge.hunter == game.hunter
        assert notes.odds[game.hunter].visited
        checked += 1
    assert checked >= 3


def test_notes_for_a_game_rolled_by_a_random_source_of_its_own_are_refused_in_words():
    """Its seed would deal another game: the notes say so rather than replay something else."""
    import random

    game = Game(rules="tournament", seed=5, rng=random.Random(999))
    game.move(game.cave.exits[game.hunter][0])
    with pytest.raises(ValueError, match="random source of its own"):
        insight_for(game)


def test_what_teachings_cheat_command_showed_is_in_the_notes():
    from wumpus.engine import Cheat

    game = Game(rules="teaching", seed=3)
    before = insight_for(game).all_odds[game.wumpus].wumpus
    game.apply(Cheat())
    odds = insight_for(game).all_odds
    assert before < 1.0
    assert odds[game.wumpus].wumpus == 1.0
    assert all(odds[p].pit == 1.0 for p in game.pits) and all(odds[b].bats == 1.0 for b in game.bats)
    assert game.record().actions[0] == Cheat()


def test_gentle_the_smell_given_before_bats_strike_is_of_the_room_they_struck_in():
    # seed 51: from 19 into 11, where bats (told after the smell of the wumpus in 12, next to 11)
    # carry the hunter to 8, a room with no warning of its own
    from wumpus.app.knowledge import Knowledge
    from wumpus.bots.play import observe

    game = Game(rules="gentle", seed=51)
    assert game.start == Positions(19, 12, (4, 17), (5, 11))
    events = game.move(11)
    assert events[:3] == (ev.Entered(11), ev.Percept(ev.WUMPUS), ev.BatSnatch(11, 8))
    notes = insight_for(game)
    odds = {room: notes.odds.get(room, notes.unseen_odds) for room in game.cave.rooms}
    # next to 11 and not 19, where the hunter began: 10 or 12, as likely
    assert odds[12].wumpus == pytest.approx(0.5) and odds[10].wumpus == pytest.approx(0.5)
    assert sum(odds[room].wumpus for room in game.cave.rooms) == pytest.approx(1.0)
    # room 8 has no warning: the smell is not taken for one of its own
    assert odds[7].wumpus == odds[9].wumpus == 0.0
    assert not observe(game, events).near_wumpus
    known = Knowledge.at_start(game)
    known.learn(events)
    assert 8 not in known.warned and 11 in known.warned  # the smell was felt in 11, on the way
