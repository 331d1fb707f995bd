"""The hint's words: a chance shown as a percentage
never reads 0% or 100% when it is not, bats with a sliver of a chance are not said to drop you, and a
shot names only the rooms the wumpus is likely enough to be in, with the right article, and says
however small a chance that the wumpus a miss wakes walks in."""

from __future__ import annotations

from wumpus.bots.api import Shoot
from wumpus.bots.hints import _shoot, percent, risk_text
from wumpus.bots.insight import RoomOdds
from wumpus.engine import Game


def test_a_chance_reads_0_or_100_percent_only_when_certain():
    assert percent(0.0) == "0%" and percent(1.0) == "100%"
    assert percent(0.004) == "<1%"  # possible, however unlikely: never "0%"
    assert percent(0.996) == ">99%"  # not certain: never "100%"
    assert percent(0.006) == "1%" and percent(0.994) == "99%"
    assert percent(0.995) == ">99%" and percent(0.005) == "1%"  # halfway rounds up: to 100% only when certain
    assert percent(0.7 + 0.2 + 0.095) == ">99%" and percent(0.995 - 1e-12) == ">99%"  # a sum a hair under 99.5%


def test_bats_with_less_than_one_chance_in_a_hundred_are_not_said_to_drop_you():
    odds = RoomOdds(wumpus=0.0, pit=0.2, bats=0.003, visited=False)
    text = risk_text(7, odds, drop="into a pit (30% if they carry you off)")
    assert text == "room 7 has danger 20% (pit 20%); bats <1%"
    likelier = RoomOdds(wumpus=0.0, pit=0.2, bats=0.3, visited=False)
    assert risk_text(7, likelier, drop="into a pit (30% if they carry you off)").endswith(
        "; bats 30% may drop you into a pit (30% if they carry you off)")


class Notes:
    """The notes' odds of each room, as a hint reads them."""

    def __init__(self, wumpus: dict[int, float]) -> None:
        self.wumpus = wumpus

    def shown(self, room: int) -> RoomOdds:
        return RoomOdds(wumpus=self.wumpus.get(room, 0.0), pit=0.0, bats=0.0, visited=False)


def test_a_shot_names_only_the_rooms_the_wumpus_is_likely_enough_to_be_in():
    game = Game(rules="tournament", seed=1)
    here = game.hunter
    a, b = game.tunnels[:2]
    others = [r for r in game.cave.rooms if r not in (here, a, b)]
    notes = Notes({a: 0.6, b: 0.003, **{r: 0.397 / len(others) for r in others}})
    hint = _shoot(game, notes, (a, b), 0.603)
    assert hint.action == Shoot((a, b))
    assert hint.reason == (f"Shoot {a} {b}: a 60% chance the wumpus is in room {a}; if it misses, the wumpus it "
                           "wakes walks into your room 1% of the time")  # however small, said


def test_a_shot_with_an_18_percent_chance_reads_an_18_percent():
    game = Game(rules="tournament", seed=1)
    a = game.tunnels[0]
    others = [r for r in game.cave.rooms if r not in (game.hunter, a)]
    notes = Notes({a: 0.18, **{r: 0.82 / len(others) for r in others}})
    assert _shoot(game, notes, (a,), 0.18).reason.startswith(f"Shoot {a}: an 18% chance the wumpus is in room {a};")
