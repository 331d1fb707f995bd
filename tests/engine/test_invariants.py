"""Properties that hold for every ruleset, checked over random action sequences."""

import pytest
from hypothesis import HealthCheck, settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, initialize, invariant, precondition, rule

from wumpus.engine import RULESETS, Cave, Game, GameRecord, IllegalAction, Shoot
from wumpus.engine import events as ev

from .helpers import snapshot

LATTICE = Cave("one-way lattice", {
    1: (4, 8, 5), 2: (1, 5, 6), 3: (2, 6, 7), 4: (3, 7, 8), 5: (8, 12, 9), 6: (5, 9, 10), 7: (6, 10, 11),
    8: (7, 11, 12), 9: (12, 16, 13), 10: (9, 13, 14), 11: (10, 14, 15), 12: (11, 15, 16), 13: (16, 20, 17),
    14: (13, 17, 18), 15: (14, 18, 19), 16: (15, 19, 20), 17: (20, 4, 1), 18: (17, 1, 2), 19: (18, 2, 3),
    20: (19, 3, 4),
})


def start_is_legal(game: Game) -> bool:
    s = game.start
    everything = (s.hunter, s.wumpus, *s.pits, *s.bats)
    rules = game.rules.family
    if rules in ("classic", "tournament", "teaching", "fiend", "wump3"):
        return len(set(everything)) == 6
    if rules == "spec":
        return s.bats[0] != s.bats[1] and s.pits[0] != s.pits[1] and s.hunter not in everything[1:]
    if rules == "gentle":
        return (s.bats[0] != s.bats[1] and s.pits[0] != s.pits[1] and not set(s.pits) & set(s.bats)
                and s.wumpus not in s.bats and s.hunter not in everything[1:])
    raise AssertionError(f"no start rule known for {rules}")


class PlayAnything(RuleBasedStateMachine):
    """Throws moves and shots, legal or not, at a game and checks what must always hold."""

    @initialize(rules=st.sampled_from([*sorted(RULESETS), "tournament+host-dice"]), seed=st.integers(0, 2**32),
                cave=st.sampled_from([None, LATTICE]))
    def start(self, rules, seed, cave):
        self.game = Game(cave, rules, seed)
        self.log = []
        assert start_is_legal(self.game)

    @rule(data=st.data())
    def move(self, data):
        game = self.game
        room = data.draw(st.one_of(st.sampled_from(game.cave.rooms), st.integers(-3, 25)))
        self._act(lambda: game.move(room))

    @rule(path=st.lists(st.integers(0, 21), min_size=0, max_size=6))
    def shoot(self, path):
        game = self.game
        before, actions = snapshot(game), len(game.actions)
        dice = game.rng.getstate() if hasattr(game.rng, "getstate") else None
        course, ends = game.arrow_course(path)
        chances = game.veer_chances(path)
        assert snapshot(game) == before, "telling an arrow's course changed the game"
        assert dice is None or game.rng.getstate() == dice, "telling an arrow's course rolled the dice"
        self._act(lambda: game.shoot(path))
        if len(game.actions) == actions:
            return  # refused
        assert isinstance(game.actions[-1], Shoot)
        flew = tuple(e.room for e in self.log[-1] if isinstance(e, ev.ArrowEntered))
        hit = any(isinstance(e, (ev.WumpusHit, ev.ShotSelf)) for e in self.log[-1])
        if ends == "dice":
            assert flew[:len(course)] == course or (hit and course[:len(flew)] == flew)
        else:  # what the course told is where it flew, unless it hit something first
            assert flew == course or (hit and course[:len(flew)] == flew)
        veered = [e.room for e in self.log[-1] if isinstance(e, ev.ArrowDeflected)]
        if ends == "dice":  # every ruleset whose arrows veer says where they may go, and the first veer goes there
            assert chances and abs(sum(chances.values()) - 1) < 1e-9
            assert not veered or veered[0] in chances
        else:
            assert chances == {}
        if not hit:  # and how it ended: at a wall, or with dice rolled where no tunnel led
            kinds = {type(e) for e in self.log[-1]}
            assert (ev.ArrowHitWall in kinds) == (ends == "stops")
            assert (ev.ArrowDeflected in kinds) == (ends == "dice")

    @precondition(lambda self: not self.game.over)
    @rule(data=st.data())
    def legal_move(self, data):
        self._act(lambda: self.game.move(data.draw(st.sampled_from(self.game.legal_moves()))))

    def _act(self, action):
        before = snapshot(self.game)
        was_over = self.game.over
        try:
            events = action()
        except IllegalAction as refused:
            assert refused.message and refused.reason
            assert snapshot(self.game) == before
            return
        assert not was_over, "a finished game accepted an action"
        assert isinstance(events, tuple) and events
        self.log.append(events)
        if self.game.over:
            assert isinstance(events[-1], ev.GameOver)
            assert sum(isinstance(e, ev.GameOver) for e in events) == 1
        else:
            assert isinstance(events[-1], ev.Location) and events[-1].room == self.game.hunter

    @invariant()
    def arrows_never_go_negative(self):
        assert 0 <= self.game.arrows <= self.game.rules.arrows

    @invariant()
    def the_record_replays_the_same_events(self):
        if self.game.over or len(self.log) % 4 == 0:
            record = GameRecord.from_json(self.game.record().to_json())
            replayed, events = record.replay()
            assert events == self.log
            assert replayed.positions == self.game.positions and replayed.over == self.game.over


TestPlayAnything = PlayAnything.TestCase
TestPlayAnything.settings = settings(max_examples=60, stateful_step_count=40, deadline=None,
                                     suppress_health_check=[HealthCheck.too_slow])


@pytest.mark.parametrize("rules", sorted(RULESETS))
def test_same_seed_same_events(rules):
    def play(seed):
        game = Game(rules=rules, seed=seed)
        out = [game.look()]
        for step in range(60):
            if game.over:
                break
            moves = game.legal_moves()
            if step % 5 == 4 and game.arrows:
                try:
                    out.append(game.shoot([moves[0], moves[-1]]))
                except IllegalAction as refused:
                    out.append(refused.reason)
            else:
                out.append(game.move(moves[step % len(moves)]))
        return out

    assert play(1234) == play(1234)
    assert any(play(s) != play(1234) for s in range(5))


@pytest.mark.parametrize("rules", sorted(RULESETS))
def test_every_event_speaks_in_every_voice(rules):
    """No event kind is left without words in the app's log, for any ruleset."""
    messages = RULESETS[rules].messages
    p = ev.Positions(1, 2, (3, 4), (5, 6), None)
    samples = [
        ev.Entered(1), ev.Percept(ev.WUMPUS), ev.Percept(ev.PIT), ev.Percept(ev.BATS),
        ev.Location(1, (2, 5, 8), 5), ev.BatSnatch(2, 9), ev.FellInPit(3), ev.Eaten(4),
        ev.ArrowShot((2, 3), 4), ev.Missed(3), ev.WumpusHit(3), ev.ShotSelf(1),
        ev.GameOver(True, ev.WUMPUS_KILLED, 97, 3), ev.GameOver(False, ev.FELL_IN_PIT, 0, 3),
    ]
    for event in samples:
        assert messages.render(event, narrate=True), (rules, event)
    # the rest must at least format without error
    for event in (ev.StayedPut(1), ev.BumpedWumpus(2), ev.WumpusMoved(2, 3), ev.WumpusStayed(2),
                  ev.WumpusFled(2, 9), ev.BatsMoved(2, 3), ev.ArrowEntered(2), ev.ArrowDeflected(1, 3, 2),
                  ev.ArrowRicocheted(1, 3, 2), ev.ArrowHitWall(1, 3), ev.ArrowLanded(3),
                  ev.ArrowPickedUp(3), ev.OutOfArrows(0), ev.Exhausted(100), ev.PositionsReset(p),
                  ev.Revealed(p)):
        messages.render(event, narrate=True)
    assert messages.instructions.strip()
