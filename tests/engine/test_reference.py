"""The engine against the reference model, action by action, with the same dice.

After every action the two must agree on the events, where everything is,
the arrows, the moves, the outcome and how many random draws were used; an
action one refuses the other must refuse for the same reason.
"""

import importlib
import os
import pkgutil
import sys
from dataclasses import replace

import pytest
from hypothesis import HealthCheck, settings
from hypothesis import strategies as st
from hypothesis.stateful import (
    RuleBasedStateMachine,
    initialize,
    invariant,
    precondition,
    rule,
    run_state_machine_as_test,
)

from wumpus.engine import DODECAHEDRON, RULESETS, Cave, Game, IllegalAction, Positions
from wumpus.engine import rules as rules_package
from wumpus.engine.rules.wump3 import Rates, wump3_hazards

from .reference import MODELS, Dice, Refused, model_for
from .test_invariants import LATTICE

# Every room keeps one or two tunnels out, some of them loops or listed twice,
# some one-way: the shapes a cave file may take that the seeds' caves never do.
LOOPS = Cave("loops and repeats", {
    1: (2, 1, 5), 2: (3, 3, 1), 3: (4, 2, 3), 4: (5, 9), 5: (6, 1, 4), 6: (7, 6, 10), 7: (8, 2, 7),
    8: (9, 8, 4), 9: (10, 4, 9), 10: (1, 6, 10),
})
SHALLOW = Cave("one-way, smell 2", dict(LATTICE.exits), smell_distance=2)
CAVES = [DODECAHEDRON, LATTICE, LOOPS, SHALLOW]

# Draws at and beside the edges the rules test: 0.25 (eaten or not), 0.75 (the wumpus stays),
# and Wumpus 3's rates, 0.05 (an earthquake, termites) and 0.10 (bats migrate).
EDGES = [0.0, 0.0499, 0.05, 0.0999, 0.1, 0.2499, 0.25, 0.2501, 0.5, 0.7499, 0.75, 0.7501, 0.9999]
DRAW = st.one_of(st.sampled_from(EDGES), st.floats(0, 1, exclude_max=True))
SCRIPT = st.lists(DRAW, max_size=8)
RATE_CHOICES = [0.0, 0.05, 0.1, 0.5, 1.0]


_fresh: dict = {}


def fresh_rulesets() -> dict:
    """The rulesets built anew, once per test and process: each ruleset module run again
    and the registry discovered again, so the policy factories (``path_rules``,
    ``warnings_once_each``, ...) and discovery run inside the test that uses them, not
    only at import time."""
    test = os.environ.get("PYTEST_CURRENT_TEST", "").rsplit(" ", 1)[0]
    key = (os.getpid(), os.environ.get("MUTANT_UNDER_TEST"), test)
    if _fresh.get("key") != key:
        for info in pkgutil.iter_modules(rules_package.__path__):
            module = sys.modules.get(f"{rules_package.__name__}.{info.name}")
            if module is not None and info.name != "base":
                importlib.reload(module)
        _fresh.clear()
        _fresh.update(key=key, rulesets=rules_package._discover())
    return _fresh["rulesets"]


def test_rulesets_built_anew_are_the_registry():
    fresh = fresh_rulesets()
    assert list(fresh) == list(RULESETS)
    assert list(fresh)[:5] == ["classic", "spec", "teaching", "tournament", "gentle"]
    for name, ruleset in fresh.items():
        assert ruleset.name == name and RULESETS[name].name == name
        assert rules_package.get_ruleset(f" {name.upper()} ") is RULESETS[name]
    with pytest.raises(KeyError, match="unknown ruleset 'nonesuch' \\(known: classic, spec,"):
        rules_package.get_ruleset("nonesuch")


def positions(side):
    return (side.hunter, side.wumpus, tuple(side.pits), tuple(side.bats), side.arrow_room)


class SideBySide(RuleBasedStateMachine):
    """One ruleset's game, engine and model: ``rules`` is set by the test that runs it."""

    rules: str

    @initialize(cave=st.sampled_from(CAVES), script=SCRIPT, seed=st.integers(0, 2**32), data=st.data())
    def start(self, cave, script, seed, data):
        self.deal(cave, script, seed, data)

    @precondition(lambda self: self.game.over)
    @rule(cave=st.sampled_from(CAVES), script=SCRIPT, seed=st.integers(0, 2**32), data=st.data())
    def play_again(self, cave, script, seed, data):
        """A new game once one is over: the short games leave room for more of them."""
        self.deal(cave, script, seed, data)

    def deal(self, cave, script, seed, data):
        ruleset = fresh_rulesets()[self.rules]
        # the same rules with fewer arrows at times: the last arrow's rules come within reach
        ruleset = replace(ruleset, arrows=data.draw(st.integers(1, ruleset.arrows), label="arrows"))
        if ruleset.rates is not None and data.draw(st.booleans(), label="hazards strike more often"):
            # Wumpus 3's rates are data: at higher ones its hazards are seen in most games
            rates = Rates(*(data.draw(st.sampled_from(RATE_CHOICES)) for _ in range(3)))
            ruleset = replace(ruleset, rates=rates, between_turns=wump3_hazards(rates))
        start = None
        if data.draw(st.booleans(), label="placed by hand"):
            # anywhere at all, but often the wumpus next to the hunter, bats next to the wumpus and
            # pits next to either: the rarer encounters (a woken wumpus beside a pit, bats that
            # carry him on) come sooner (the wumpus never in the hunter's room: no ruleset deals
            # that, and none says what a miss then does)
            room = st.sampled_from(cave.rooms)

            def near(*rooms):
                return st.one_of(st.sampled_from([r for x in rooms for r in cave.exits[x]]), room)

            hunter = data.draw(room)
            wumpus = data.draw(near(hunter).filter(lambda r: r != hunter))
            b1, b2 = data.draw(near(wumpus)), data.draw(near(wumpus))
            p1, p2 = data.draw(near(wumpus, b1, b2)), data.draw(near(wumpus, b1, b2))
            start = Positions(hunter, wumpus, (p1, p2), (b1, b2))
        self.game = Game(cave, ruleset, rng=Dice(script, seed), start=start)
        self.model = model_for(cave, ruleset, Dice(script, seed), start)
        assert list(self.game.look()) == self.model.look()

    def _dice(self, script, seed):
        self.game.rng = Dice(script, seed)
        self.model.dice = Dice(script, seed)

    def _both(self, engine_action, model_action):
        try:
            expected = model_action()
        except Exception as refused:
            if not hasattr(refused, "reason"):
                raise
            with pytest.raises(IllegalAction) as caught:
                engine_action()
            assert caught.value.reason == refused.reason
            return
        assert list(engine_action()) == expected

    @rule(data=st.data(), script=SCRIPT, seed=st.integers(0, 2**32))
    def move(self, data, script, seed):
        room = data.draw(st.one_of(st.sampled_from(self.game.cave.rooms), st.integers(-1, 22)))
        self._dice(script, seed)
        self._both(lambda: self.game.move(room), lambda: self.model.move(room))

    @precondition(lambda self: not self.game.over)
    @rule(data=st.data(), script=SCRIPT, seed=st.integers(0, 2**32))
    def walk(self, data, script, seed):
        room = data.draw(st.sampled_from(self.game.cave.exits[self.game.hunter]))
        self._dice(script, seed)
        self._both(lambda: self.game.move(room), lambda: self.model.move(room))

    @precondition(lambda self: not self.game.over and self.game.wumpus in self.game.cave.exits[self.game.hunter])
    @rule(script=SCRIPT, seed=st.integers(0, 2**32))
    def walk_into_the_wumpus(self, script, seed):
        room = self.game.wumpus
        self._dice(script, seed)
        self._both(lambda: self.game.move(room), lambda: self.model.move(room))

    @rule(data=st.data(), script=SCRIPT, seed=st.integers(0, 2**32))
    def shoot(self, data, script, seed):
        rooms = st.one_of(st.sampled_from(self.game.cave.rooms), st.integers(-1, 22))
        path = data.draw(st.lists(rooms, max_size=self.game.rules.max_path + 1))
        self._dice(script, seed)
        self._both(lambda: self.game.shoot(path), lambda: self.model.shoot(path))

    @precondition(lambda self: not self.game.over and self.game.arrows > 0)
    @rule(data=st.data(), script=SCRIPT, seed=st.integers(0, 2**32))
    def shoot_along_tunnels(self, data, script, seed):
        """A path that follows real tunnels, so arrows reach the wumpus and the hunter."""
        cave, room, path = self.game.cave, self.game.hunter, []
        for _ in range(data.draw(st.integers(1, self.game.rules.max_path))):
            room = data.draw(st.sampled_from(cave.exits[room]))
            path.append(room)
        self._dice(script, seed)
        self._both(lambda: self.game.shoot(path), lambda: self.model.shoot(path))

    @precondition(lambda self: not self.game.over and self.game.rules.allows_reset)
    @rule(data=st.data())
    def reset(self, data):
        room = st.sampled_from(self.game.cave.rooms)
        hunter, wumpus, p1, p2, b1, b2 = (data.draw(room) for _ in range(6))
        arrow = data.draw(st.one_of(st.none(), room))
        try:
            self.model.reset(hunter, wumpus, (p1, p2), (b1, b2), arrow)
        except Refused as refused:
            with pytest.raises(IllegalAction) as caught:
                self.game.reset((hunter, wumpus, (p1, p2), (b1, b2), arrow))
            assert caught.value.reason == refused.reason
            return
        self.game.reset((hunter, wumpus, (p1, p2), (b1, b2), arrow))

    @invariant()
    def the_same_game(self):
        game, model = self.game, self.model
        assert tuple(game.positions) == positions(model)
        assert (game.arrows, game.moves, game.over, game.won, game.cause, game.score) == (
            model.arrows, model.moves, model.over, model.won, model.cause, model.score)
        assert game.rng.used == model.dice.used
        assert list(game.look()) == model.look()


SIDE_BY_SIDE = settings(max_examples=80, stateful_step_count=30, deadline=None,
                        suppress_health_check=[HealthCheck.too_slow])


@pytest.mark.parametrize("rules", sorted(RULESETS))
def test_engine_and_model_side_by_side(rules):
    if rules not in MODELS:
        pytest.skip(f"ruleset {rules!r} has no reference model in tests/engine/reference.py: it is compared with the engine only through its own named tests")

    def machine():
        side_by_side = SideBySide()
        side_by_side.rules = rules
        return side_by_side

    run_state_machine_as_test(machine, settings=SIDE_BY_SIDE)
