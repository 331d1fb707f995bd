"""``wump3``: Wumpus 3's different hazards, rule by rule.

FR-W1  After each move or shot that leaves you alive, three draws, in order: earthquake,
       bat migration, termites (chances from the ruleset's ``Rates``).
FR-W2  An earthquake moves both pits to new rooms: never yours, the wumpus's, the bats' or
       where a pit was; it is announced.
FR-W3  A bat migration sends one colony (chosen at random) to an empty room; announced.
FR-W4  Anaerobic termites eat one arrow, never the last; announced with the arrows left.
FR-W5  The warnings always tell where the hazards are now.
FR-W6  Everything else is the 1973 listing's.
"""

import random
from dataclasses import replace

import pytest

from wumpus.caves import load_cave
from wumpus.engine import Game, GameRecord, get_ruleset
from wumpus.engine import events as ev
from wumpus.engine.rules import classic
from wumpus.engine.rules.wump3 import RATES, Rates, instructions, wump3_hazards

from .helpers import at, kinds, of_type, room_draw, scripted

def wump3(rates: Rates = RATES):
    """Wumpus 3's ruleset with its hazards made here, by the factory its module calls, so a
    test of the rules is a test of that factory's code."""
    return replace(get_ruleset("wump3"), between_turns=wump3_hazards(rates))


QUIET = [0.99, 0.99, 0.99]  # no earthquake, no migration, no termites
QUAKE, MIGRATE, TERMITES = 0.01, 0.01, 0.01


def test_fr_w1_three_draws_after_every_move_in_order():
    game = scripted(wump3(), at(1, 20, pits=(15, 16), bats=(17, 18)), [*QUIET, *QUIET])
    game.move(2)
    game.move(3)
    assert game.rng.remaining == 0


def test_fr_w1_and_after_a_shot():
    # a miss: the wumpus's draw, then the three hazards
    game = scripted(wump3(), at(1, 20, pits=(15, 16), bats=(17, 18)), [0.9, *QUIET])
    events = game.shoot([2])
    assert kinds(events)[-1] == "Location" and game.rng.remaining == 0


def test_fr_w1_nothing_strikes_once_the_game_is_over():
    game = scripted(wump3(), at(1, 20, pits=(2, 16), bats=(17, 18)))
    events = game.move(2)
    assert events[-1] == ev.GameOver(False, ev.FELL_IN_PIT, 0, 1)


def test_fr_w2_an_earthquake_moves_both_pits_to_new_rooms():
    # drawn rooms 1 (you), 20 (wumpus), 17 (bats), 15 (a pit now) are refused; 9 and 10 are taken
    draws = [QUAKE, *(room_draw(r) for r in (2, 20, 17, 15, 9, 16, 10)), 0.99, 0.99]
    game = scripted(wump3(), at(1, 20, pits=(15, 16), bats=(17, 18)), draws)
    events = game.move(2)
    assert ev.Earthquake((15, 16), (9, 10)) in events and game.pits == [9, 10]
    assert game.rng.remaining == 0
    assert get_ruleset("wump3").messages.render(ev.Earthquake((15, 16), (9, 10))) == (
        "RUMBLE... RUMBLE... EARTHQUAKE! THE PITS HAVE MOVED!")


def test_fr_w3_one_colony_of_bats_migrates_to_an_empty_room():
    # the second colony (in 18) goes; rooms 2 (you), 15 (a pit) and 17 (bats) are refused, 11 taken
    draws = [0.99, MIGRATE, 0.75, *(room_draw(r) for r in (2, 15, 17, 11)), 0.99]
    game = scripted(wump3(), at(1, 20, pits=(15, 16), bats=(17, 18)), draws)
    events = game.move(2)
    assert ev.BatsMigrated(18, 11) in events and game.bats == [17, 11]
    assert get_ruleset("wump3").messages.render(ev.BatsMigrated(18, 11)) == (
        "FLAP FLAP FLAP - THE SUPER BATS HAVE MIGRATED!")


def test_fr_w4_termites_eat_one_arrow():
    game = scripted(wump3(), at(1, 20, pits=(15, 16), bats=(17, 18)), [0.99, 0.99, TERMITES])
    events = game.move(2)
    assert ev.TermitesAteArrow(4) in events and game.arrows == 4
    assert events[-1] == ev.Location(2, (1, 3, 10), 4)
    assert get_ruleset("wump3").messages.render(ev.TermitesAteArrow(4)) == (
        "CHOMP CHOMP - ANAEROBIC TERMITES ATE AN ARROW! (4 LEFT)")


def test_fr_w4_termites_never_eat_the_last_arrow():
    game = scripted(wump3(), at(1, 20, pits=(15, 16), bats=(17, 18)), [0.99, 0.99, TERMITES] * 6)
    eaten = [e for room in (2, 1, 2, 1, 2, 1) for e in of_type(game.move(room), ev.TermitesAteArrow)]
    assert eaten == [ev.TermitesAteArrow(n) for n in (4, 3, 2, 1)]
    assert game.arrows == 1 and not game.over


def test_fr_w5_the_warnings_follow_the_moved_hazards():
    # before the quake room 2's neighbours hold no pit; after it, a pit is in 3, next door
    draws = [QUAKE, room_draw(3), room_draw(9), 0.99, 0.99]
    game = scripted(wump3(), at(1, 20, pits=(15, 16), bats=(17, 18)), draws)
    events = game.move(2)
    assert ev.Percept(ev.PIT) in events


def test_the_rates_are_data():
    always = wump3(Rates(1.0, 1.0, 1.0))
    game = Game(None, always, 7, start=at(1, 20, pits=(15, 16), bats=(17, 18)))
    events = game.move(2)
    assert {"Earthquake", "BatsMigrated", "TermitesAteArrow"} <= set(kinds(events)) and game.arrows == 4
    never = wump3(Rates(0.0, 0.0, 0.0))
    for seed in range(50):
        game = Game(None, never, seed)
        while not game.over and game.moves < 30:
            events = game.move(game.tunnels[seed % 3])
            assert not {"Earthquake", "BatsMigrated", "TermitesAteArrow"} & set(kinds(events))
    assert get_ruleset("wump3").rates == RATES
    # the ruleset the game plays has the hazards this factory makes, with their model for the notes
    assert get_ruleset("wump3").between_turns.model == wump3_hazards(RATES).model
    assert "P=.05" in get_ruleset("wump3").messages.instructions


def test_a_hazard_strikes_below_its_rate_never_at_it():
    # a draw is in [0, 1): below P=.05 is one draw in twenty
    game = scripted(wump3(), at(1, 20, pits=(15, 16), bats=(17, 18)),
                    [RATES.earthquake, RATES.bat_migration, RATES.termites])
    events = game.move(2)
    assert kinds(events) == ["Entered", "Location"]
    assert (game.pits, game.bats, game.arrows, game.rng.remaining) == ([15, 16], [17, 18], 5, 0)


@pytest.mark.parametrize(("field", "bad", "message"), [
    ("earthquake", -0.1, "the earthquake rate must be between 0 and 1, not -0.1"),
    ("bat_migration", 1.5, "the bat migration rate must be between 0 and 1, not 1.5"),
    ("termites", 2, "the termites rate must be between 0 and 1, not 2"),
])
def test_a_rate_must_be_a_chance(field, bad, message):
    with pytest.raises(ValueError) as refused:
        Rates(**{field: bad})
    assert str(refused.value) == message


def test_the_help_gives_each_chance_as_the_listing_writes_one():
    text = instructions(Rates(earthquake=0.05, bat_migration=0.1, termites=0.25))
    assert " EARTHQUAKE (P=.05) - THE CAVE SHAKES AND BOTH PITS\n" in text
    assert " BAT MIGRATION (P=.10) - ONE COLONY OF SUPER BATS\n" in text
    assert " ANAEROBIC TERMITES (P=.25) - THEY EAT ONE OF YOUR\n" in text
    # the hazards come just before the listing's own WUMPUS: section, the rest as it was
    before, heading, after = classic.INSTRUCTIONS.partition(" WUMPUS:")
    assert text.startswith(before + " WUMP3 - DIFFERENT HAZARDS:\n")
    assert text.endswith("(BUT NEVER YOUR LAST ONE).\n EACH IS ANNOUNCED WHEN IT HAPPENS. THE WARNINGS ALWAYS TELL\n"
                         " WHERE THE HAZARDS ARE NOW.\n\n" + heading + after)
    assert get_ruleset("wump3").messages.instructions == instructions(RATES)


def test_the_help_refuses_to_lose_its_hazards(monkeypatch):
    # should the listing's help lose the heading the hazards are put before, Wumpus 3's help says so
    monkeypatch.setattr(classic, "INSTRUCTIONS", classic.INSTRUCTIONS.replace(" WUMPUS:", " THE BEAST:"))
    with pytest.raises(AssertionError) as refused:
        instructions(RATES)
    assert str(refused.value) == "the classic instructions changed: update Wumpus 3's"


def test_fr_w6_the_rest_is_the_listing():
    wump3, classic = get_ruleset("wump3"), get_ruleset("classic")
    for field in ("place", "entry_order", "percepts", "reroute", "arrow_links", "wumpus_on_miss", "arrows",
                  "max_path", "may_stay", "lose_when_out_of_arrows"):
        assert getattr(wump3, field) == getattr(classic, field), field
    assert "BUILT FROM ITS PUBLISHED DESCRIPTIONS" in wump3.messages.instructions


def _random_play(rng, game):
    if game.arrows and rng.random() < 0.2:
        return game.shoot([rng.choice(game.tunnels)])
    return game.move(rng.choice(game.tunnels))


@pytest.mark.parametrize("cave_name", ["dodecahedron", "random:rooms=8,oneway=0.3"])
def test_property_the_hazards_keep_apart_and_records_replay(cave_name):
    seen = set()
    for seed in range(800):
        game = Game(load_cave(cave_name, seed), "wump3", seed)
        rng = random.Random(~seed)
        played = []
        while not game.over and game.moves < 200:
            events = _random_play(rng, game)
            played.append(events)
            seen.update(kinds(events))
            if not game.over:
                # the wumpus is not bothered by the hazards; they keep apart from each other and from you
                pits, bats = set(game.pits), set(game.bats)
                assert len(pits) == 2 and len(bats) == 2 and not pits & bats, f"seed {seed}"
                assert game.hunter not in pits | bats, f"seed {seed}"
        again, replayed = GameRecord.from_json(game.record().to_json()).replay()
        assert replayed == played and again.positions == game.positions
    assert {"Earthquake", "BatsMigrated", "TermitesAteArrow"} <= seen
