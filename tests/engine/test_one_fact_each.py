"""Each fact of a ruleset lives once: the arrow path's length comes from ``max_path`` alone."""

from __future__ import annotations

from dataclasses import replace

import pytest

from wumpus.engine import RULESETS, Game, IllegalAction, Positions

#: hunter in room 1 (tunnels 2 5 8); wumpus, pits and bats far away
QUIET = Positions(1, 20, (17, 16), (11, 13))


@pytest.mark.parametrize("name", list(RULESETS))
@pytest.mark.parametrize("longest", [1, 2, 4])
def test_the_path_length_is_the_rulesets_max_path(name, longest):
    rules = replace(RULESETS[name], max_path=longest)
    game = Game(rules=rules, seed=1, start=QUIET)
    path = [2, 3, 4, 5, 6][: longest + 1]
    with pytest.raises(IllegalAction) as refused:
        game.check_shot(path)
    assert refused.value.reason == "path_length"
    game.check_shot(path[:longest])
