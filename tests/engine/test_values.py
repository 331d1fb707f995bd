"""Actions and events are values: actions round-trip through JSON; events equal only their own kind."""

from __future__ import annotations

import json

import pytest
from hypothesis import given
from hypothesis import strategies as st

from wumpus.engine import Cheat, Game, GameRecord, Move, Positions, Reset, Shoot, action_from_json
from wumpus.engine import events as ev

rooms = st.integers(min_value=1, max_value=20)
actions = st.one_of(
    st.builds(Move, rooms),
    st.builds(Shoot, st.lists(rooms, min_size=1, max_size=5).map(tuple)),
    st.builds(lambda h, w, p, b, a: Reset(Positions(h, w, tuple(p), tuple(b), a)), rooms, rooms,
              st.lists(rooms, max_size=2), st.lists(rooms, max_size=2), st.none() | rooms),
    st.just(Cheat()),
)


@given(actions)
def test_every_action_round_trips_through_json(action):
    assert action_from_json(json.loads(json.dumps(action.to_json()))) == action


@pytest.mark.parametrize("bad", [[], ["fly", 3], ["move"], ["shoot", 3], ["move", "x"], None, ["reset", [1, 2]]])
def test_what_is_not_an_action_is_refused_plainly(bad):
    with pytest.raises(ValueError):
        action_from_json(bad)


def test_a_game_keeps_its_actions_as_values_and_a_record_reads_the_old_form():
    game = Game(rules="teaching", seed=3)
    game.reset(Positions(3, 14, (18, 16), (4, 2), None))
    game.move(game.tunnels[0])
    game.shoot([game.tunnels[0]])
    assert [type(a) for a in game.actions] == [Reset, Move, Shoot]
    data = json.loads(game.record().to_json())
    # records have always written actions as lists: ["move", 4], ["shoot", [1]], ["reset", [...]]
    assert [a[0] for a in data["actions"]] == ["reset", "move", "shoot"]
    again, events = GameRecord.from_dict(data).replay()
    assert again.actions == game.actions and again.positions == game.positions
    assert Game(rules="teaching", seed=3).apply(["reset", [3, 14, [18, 16], [4, 2], 2]])[0] == ev.PositionsReset(
        Positions(3, 14, (18, 16), (4, 2), 2))


def test_events_of_different_kinds_are_never_equal():
    assert ev.Entered(2) != ev.FellInPit(2)
    assert ev.WumpusMoved(1, 2) != ev.BatSnatch(1, 2)
    assert len({ev.Entered(2), ev.FellInPit(2), ev.Entered(2)}) == 2
    assert ev.Entered(2) == ev.Entered(2)
    assert ev.GameOver(True, ev.WUMPUS_KILLED, 90, 10)._asdict() == {
        "won": True, "cause": ev.WUMPUS_KILLED, "score": 90, "moves": 10}
    with pytest.raises(AttributeError):
        ev.Entered(2).room = 3  # type: ignore[misc]
