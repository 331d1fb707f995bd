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


def test_a_smelled_wumpus_is_shot_at_rather_than_walked_into():
    """A one-way cave: room 7's exits lead to 13, 14 and 1, and 13, 14 and 19 lead into
    it.  The wumpus is smelled, so it is in one of those four rooms, and every way on
    walks into it one time in four.  An arrow first is worth more: a hit wins, and
    after a miss the wumpus has woken and been smelled again or not."""
    hunter = Hunter(seed=1)
    look = Observation(7, (13, 14, 1), (13, 14, 19), near_pit=False, near_bats=False, near_wumpus=True,
                       arrows=5, cave_rooms=20)
    action = hunter.act(look)
    assert isinstance(action, Shoot)
    assert len(action.rooms) == 1 and action.rooms[0] in (1, 13, 14, 19)
