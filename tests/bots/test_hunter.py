"""The hunter's own decisions, in situations built by hand."""

from wumpus.bots.api import Move, Observation, Shoot
from wumpus.bots.hunter import Hunter


def test_an_arrow_beats_walking_into_a_certain_pit():
    """Room 1's tunnels loop back to itself but for one to room 5, and a draft is felt:
    the pit is in room 5.  Any arrow sent on through room 5 may hit the wumpus (it is in
    a room not seen yet), even one that may well fly back; walking on is certain death."""
    hunter = Hunter(seed=1)
    look = Observation(1, (1, 1, 5), (1, 5), near_pit=True, near_bats=False, near_wumpus=False,
                       arrows=5, cave_rooms=20)
    action = hunter.act(look)
    assert isinstance(action, Shoot)
    assert action.rooms[0] == 5


def test_a_safe_way_on_is_still_taken_before_a_wild_arrow():
    """The same room with no draft: room 5 is as safe as any room not seen, so the
    hunter walks on rather than send an arrow that may come back."""
    hunter = Hunter(seed=1)
    look = Observation(1, (1, 1, 5), (1, 5), near_pit=False, near_bats=False, near_wumpus=False,
                       arrows=5, cave_rooms=20)
    assert hunter.act(look) == Move(5)
