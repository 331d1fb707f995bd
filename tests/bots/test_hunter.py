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



def test_an_arrow_that_may_come_back_is_weighed_before_riding_with_bats(monkeypatch):
    """Bats carried the hunter from rooms 2 and 4 and the only other ways on are likely
    pits (a draft in room 3), so the best way on is to ride the bats again, which drops the hunter into a pit or onto
    the wumpus a sixth of the time.  An arrow that would come back one time in ten is
    then not ruled out for that risk alone: it is weighed on its worth, and this one,
    which hits half the time, is sent."""

    def stray(self, belief, m, here, max_path, most_risk=None):
        risky = ((2, 7, 8), (2,), 0.5, 0.1)
        return risky if (most_risk if most_risk is not None else self.STRAY_RISK) >= 0.1 else None

    monkeypatch.setattr(Hunter, "straying_shot", stray)
    hunter = Hunter(seed=1)

    def look(room, exits, pit=False, bats=False, **kw):
        return Observation(room, exits, exits, near_pit=pit, near_bats=bats, near_wumpus=False,
                           arrows=4, cave_rooms=20, **kw)

    hunter.act(look(1, (2, 3, 4), bats=True))
    hunter.last = Move(2)
    hunter.act(look(3, (1, 5, 6), pit=True, carried_by_bats=True, moves=1))
    hunter.last = Move(1)
    hunter.act(look(1, (2, 3, 4), bats=True, moves=2))
    hunter.last = Move(4)
    hunter.act(look(3, (1, 5, 6), pit=True, carried_by_bats=True, moves=3))
    hunter.last = Move(1)
    action = hunter.act(look(1, (2, 3, 4), bats=True, moves=4))
    m = hunter.belief.marginals()
    assert m["bats"][2] == m["bats"][4] == 1.0 and m["pit"][5] > 0.5
    assert action == Shoot((2, 7, 8))


def test_walled_in_by_pits_the_last_arrow_goes_where_it_is_likeliest_to_hit(monkeypatch):
    """Rooms 1 to 4 are walled in: room 2's draft can only be the pit in 9 and room 4's the pit
    in 8, and no wumpus is smelled.  Walking on is certain death, so the last arrow is all that is
    left: sent on at random beyond room 8, which hits one time in ten, rather than through the
    tunnels seen, which (the wumpus woken and gone anywhere) hits three times in a hundred."""
    monkeypatch.setattr(Hunter, "best_shot", lambda self, belief, m, here, max_path, keen=0.0, budget=0: ((4, 8), 0.03))
    monkeypatch.setattr(Hunter, "straying_shot",
                        lambda self, belief, m, here, max_path, most_risk=None: ((4, 8, 10), (4, 8), 0.1, 0.01))
    hunter = Hunter(seed=1)

    def look(room, exits, pit=False, moves=0):
        return Observation(room, exits, exits, near_pit=pit, near_bats=False, near_wumpus=False,
                           arrows=1, cave_rooms=20, moves=moves)

    for moves, (room, exits, pit, then) in enumerate([(1, (2, 3, 4), False, 2), (2, (1, 3, 9), True, 3),
                                                      (3, (1, 2, 4), False, 4)]):
        hunter.act(look(room, exits, pit, moves))
        hunter.last = Move(then)
    action = hunter.act(look(4, (1, 3, 8), True, 3))
    m = hunter.belief.marginals()
    assert m["pit"][8] == m["pit"][9] == 1.0
    assert action == Shoot((4, 8, 10))


def test_an_unexplored_room_with_a_tunnel_back_is_explored_first():
    """A one-way cave: room 1's exits lead to 2, 3 and 4, and 2, 5 and 6 lead into it.
    No warning is felt, so every way on is safe, but only room 2 has a tunnel back: from
    3 or 4 the way on is through rooms nobody has seen, whatever warnings they give."""
    look = Observation(1, (2, 3, 4), (2, 5, 6), near_pit=False, near_bats=False, near_wumpus=False,
                       arrows=5, cave_rooms=20)
    assert {Hunter(seed=seed).act(look) for seed in range(12)} == {Move(2)}


def test_a_last_arrow_that_can_be_fetched_again_is_shot_before_walking_into_a_smell():
    """The wumpus is smelled from room 1, so it is in 2, 5 or 8, and every way on walks into
    it one time in three.  Under the teaching rules a missed arrow stays where it fell to be
    fetched, so the one arrow is shot first; where a miss leaves no arrow at all, it is kept."""
    def first(rules: str):
        look = Observation(1, (2, 5, 8), (2, 5, 8), near_pit=False, near_bats=False, near_wumpus=True,
                           arrows=1, rules=rules, cave_rooms=20)
        return Hunter(seed=1).act(look)

    shot = first("teaching")
    assert isinstance(shot, Shoot) and len(shot.rooms) == 1 and shot.rooms[0] in (2, 5, 8)
    assert isinstance(first("classic"), Move)


def test_the_hunters_reason_names_the_room_it_steps_into_when_that_is_on_the_way_to_another():
    import re

    from wumpus.bots import get_bot, play_game
    from wumpus.bots.api import Move
    from wumpus.engine import Game

    seen = on_the_way = 0
    for seed in range(40):
        bot = get_bot("hunter", seed=seed)

        def check(observation, action, bot=bot):
            nonlocal seen, on_the_way
            found = re.match(r"Room (\d+) is (safe and unexplored|the best way on)", bot.reason)
            if isinstance(action, Move) and found:
                seen += 1
                if int(found.group(1)) != action.room:
                    on_the_way += 1
                    assert bot.reason.endswith(f"; through room {action.room} on the way"), (seed, bot.reason, action)
                else:
                    assert "on the way" not in bot.reason

        play_game(bot, Game(None, "classic", seed), on_turn=check)
    assert seen > 100 and on_the_way > 10, (seen, on_the_way)


def test_the_hunters_reason_for_a_shot_gives_its_chance_of_a_hit_as_the_notes_write_it():
    import re

    from wumpus.bots import get_bot, play_game
    from wumpus.bots.api import Shoot
    from wumpus.engine import Game

    reasons = []
    for seed in range(30):
        bot = get_bot("hunter", seed=seed)

        def check(observation, action, bot=bot):
            if isinstance(action, Shoot):
                reasons.append((action, bot.reason))

        play_game(bot, Game(None, "classic", seed), on_turn=check)
    assert len(reasons) > 20
    for action, reason in reasons:
        found = re.fullmatch(r"Shoot ([\d-]+): (an?) (\d+%|<1%|>99%) chance the arrow finds the wumpus", reason)
        assert found, reason
        assert found.group(1) == "-".join(map(str, action.rooms))
        assert (found.group(2) == "an") == (found.group(3).startswith("8") or found.group(3) in ("11%", "18%"))
    assert Hunter._shot_reason((3, 4), 0.8) == "Shoot 3-4: an 80% chance the arrow finds the wumpus"
    assert Hunter._shot_reason((3,), 0.18) == "Shoot 3: an 18% chance the arrow finds the wumpus"
    assert Hunter._shot_reason((3,), 0.5) == "Shoot 3: a 50% chance the arrow finds the wumpus"
