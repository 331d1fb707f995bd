"""Small engine parts, each to its exact value: the notes' wumpus kernels, the actions'
descriptions, the seed chain, a record's JSON text, the message catalog's lookup, and a
game's shot-path check and re-deal."""

from __future__ import annotations

import json
import math
import random

import pytest

from wumpus.engine import DODECAHEDRON, Cave, Cheat, Game, Move, Positions, Reset, ScriptedRandom, Shoot
from wumpus.engine import events as ev
from wumpus.engine import seeds
from wumpus.engine.errors import IllegalAction
from wumpus.engine.messages import Messages, counted
from wumpus.engine.record import GameRecord
from wumpus.engine import rules as rules_package
from wumpus.engine.rules import base

from .helpers import at, room_draw

#: a lopsided cave: one-way tunnels, a loop in room 3, a doubled tunnel out of 5,
#: exits listed out of order, and rooms with one to four exits
ODD = Cave("odd", {1: (4, 2), 2: (6, 3, 1), 3: (3, 5), 4: (1,), 5: (2, 2, 6), 6: (5, 4, 1, 3)})


def total(kernel) -> float:
    return math.fsum(p for _, p in kernel)


# -- the notes' wumpus kernels ----------------------------------------------------


def test_exits_kernel_shares_the_chance_among_the_tunnels_in_order():
    assert base._exits_kernel(DODECAHEDRON, 1) == [(2, 1 / 3), (5, 1 / 3), (8, 1 / 3)]
    assert base._exits_kernel(ODD, 1) == [(4, 0.5), (2, 0.5)]
    assert base._exits_kernel(ODD, 4) == [(1, 1.0)]
    # a doubled tunnel is two ways out
    assert base._exits_kernel(ODD, 5) == [(2, 1 / 3), (2, 1 / 3), (6, 1 / 3)]
    assert base._exits_kernel(ODD, 6, 0.75) == [(5, 0.1875), (4, 0.1875), (1, 0.1875), (3, 0.1875)]
    for room in ODD.rooms:
        assert total(base._exits_kernel(ODD, room)) == pytest.approx(1.0)


def test_kernel_75_25_moves_three_quarters_and_stays_a_quarter():
    assert base._kernel_75_25(DODECAHEDRON, 20) == [(13, 0.25), (16, 0.25), (19, 0.25), (20, 0.25)]
    assert base._kernel_75_25(ODD, 1) == [(4, 0.375), (2, 0.375), (1, 0.25)]
    assert base._kernel_75_25(ODD, 4) == [(1, 0.75), (4, 0.25)]
    for room in ODD.rooms:
        assert total(base._kernel_75_25(ODD, room)) == pytest.approx(1.0)


def test_kernel_exits_or_stay_counts_staying_as_one_more_tunnel():
    assert base._kernel_exits_or_stay(DODECAHEDRON, 7) == [(6, 0.25), (8, 0.25), (17, 0.25), (7, 0.25)]
    assert base._kernel_exits_or_stay(ODD, 4) == [(1, 0.5), (4, 0.5)]
    assert base._kernel_exits_or_stay(ODD, 6) == [(5, 0.2), (4, 0.2), (1, 0.2), (3, 0.2), (6, 0.2)]
    # room 3's loop leads back to itself: staying is then listed twice
    assert base._kernel_exits_or_stay(ODD, 3) == [(3, 1 / 3), (5, 1 / 3), (3, 1 / 3)]
    for room in ODD.rooms:
        assert total(base._kernel_exits_or_stay(ODD, room)) == pytest.approx(1.0)


def test_kernel_lowest_is_the_lowest_numbered_exit_not_the_first_listed():
    assert base._kernel_lowest(DODECAHEDRON, 20) == [(13, 1.0)]
    assert base._kernel_lowest(DODECAHEDRON, 1) == [(2, 1.0)]
    assert base._kernel_lowest(ODD, 1) == [(2, 1.0)]
    assert base._kernel_lowest(ODD, 2) == [(1, 1.0)]
    assert base._kernel_lowest(ODD, 6) == [(1, 1.0)]
    assert base._kernel_lowest(ODD, 3) == [(3, 1.0)]


def test_kernel_odd_moves_moves_from_odd_rooms_to_the_lowest_exit_and_stays_in_even_ones():
    assert [base._kernel_odd_moves(ODD, room) for room in ODD.rooms] == [
        [(2, 1.0)],  # 1: odd, exits 4 and 2
        [(2, 1.0)],  # 2: even, stays
        [(3, 1.0)],  # 3: odd, its lowest exit is its own loop
        [(4, 1.0)],  # 4: even, stays
        [(2, 1.0)],  # 5: odd, exits 2, 2, 6
        [(6, 1.0)],  # 6: even, stays
    ]
    assert base._kernel_odd_moves(DODECAHEDRON, 7) == [(6, 1.0)]
    assert base._kernel_odd_moves(DODECAHEDRON, 9) == [(8, 1.0)]
    assert base._kernel_odd_moves(DODECAHEDRON, 8) == [(8, 1.0)]
    assert base._kernel_odd_moves(DODECAHEDRON, 20) == [(20, 1.0)]


def test_actions_describe_themselves_in_words():
    assert Move(7).describe() == "move 7"
    assert Shoot((2, 3, 14)).describe() == "shoot 2 3 14"
    assert Shoot((9,)).describe() == "shoot 9"
    assert Cheat().describe() == "cheat"
    assert Reset(Positions(4, 11, (3, 9), (5, 6), None)).describe() == "reset: you 4, wumpus 11"


# -- seeds -----------------------------------------------------------------------


SEEDS = (0, 1, 2, 7, 12345, seeds.FRESH_LIMIT - 1, seeds.FRESH_LIMIT, (1 << 63) - 1)


def test_previous_seed_undoes_next_seed_and_the_other_way_round():
    assert seeds.next_seed(0) == 1442695040888963407
    assert seeds.previous_seed(1442695040888963407) == 0
    for seed in SEEDS:
        assert seeds.previous_seed(seeds.next_seed(seed)) == seed
        assert seeds.next_seed(seeds.previous_seed(seed)) == seed
        assert 0 <= seeds.previous_seed(seed) < 1 << 63
    assert len({seeds.previous_seed(s) for s in SEEDS}) == len(SEEDS)


def test_fresh_seed_is_short_and_comes_from_the_operating_system():
    assert seeds.FRESH_LIMIT == 1 << 31
    draws = [seeds.fresh_seed() for _ in range(200)]
    assert all(isinstance(s, int) and 0 <= s < seeds.FRESH_LIMIT for s in draws)
    assert len(set(draws)) > 190
    assert max(draws) >= 1 << 30  # the whole range is used, not a corner of it
    # the global random source does not decide it
    state = random.getstate()
    try:
        random.seed(99)
        first = seeds.fresh_seed()
        random.seed(99)
        assert seeds.fresh_seed() != first
    finally:
        random.setstate(state)


def test_labels_rng_is_the_seed_named_in_words_and_fresh_without_a_seed():
    for seed in (0, 1, 7, 12345):
        expected = random.Random(f"wumpus labels {seed}")
        assert seeds.labels_rng(seed).random() == expected.random()
        assert seeds.labels_rng(seed).random() != random.Random(seed).random()
    assert seeds.labels_rng(7).random() != seeds.labels_rng(8).random()
    # the renumbering it deals is the same every time
    assert DODECAHEDRON.shuffled(seeds.labels_rng(3))[1] == DODECAHEDRON.shuffled(seeds.labels_rng(3))[1]
    unseeded = {seeds.labels_rng(None).random() for _ in range(20)}
    assert len(unseeded) == 20


# -- records ---------------------------------------------------------------------


PAIR = Cave("pair", {1: (2,), 2: (1,)})

RING = Cave("ring", {1: (2,), 2: (3,), 3: (4,), 4: (5,), 5: (6,), 6: (1,)})

RING_RECORD_JSON = """\
{
 "format": "wumpus-game-record",
 "version": 1,
 "rules": "classic",
 "seed": 7,
 "cave": {
  "name": "ring",
  "exits": {
   "1": [
    2
   ],
   "2": [
    3
   ],
   "3": [
    4
   ],
   "4": [
    5
   ],
   "5": [
    6
   ],
   "6": [
    1
   ]
  },
  "smell_distance": 1
 },
 "actions": [
  [
   "move",
   2
  ],
  [
   "shoot",
   [
    3,
    4
   ]
  ],
  [
   "cheat"
  ]
 ],
 "start": {
  "hunter": 1,
  "wumpus": 2,
  "pits": [
   3,
   4
  ],
  "bats": [
   5,
   6
  ],
  "arrow": null
 },
 "meta": {
  "player": "ann"
 }
}"""


def test_record_json_text_is_exact_and_reads_back():
    # a set-up the classic rules could deal: six rooms apart
    record = GameRecord(RING, "classic", 7, (Move(2), Shoot((3, 4)), Cheat()),
                        Positions(1, 2, (3, 4), (5, 6), None), {"player": "ann"})
    text = record.to_json()
    assert text == RING_RECORD_JSON
    back = GameRecord.from_json(text)
    assert (back.rules, back.seed, back.actions, back.start, dict(back.meta)) == (
        "classic", 7, (Move(2), Shoot((3, 4)), Cheat()), Positions(1, 2, (3, 4), (5, 6), None), {"player": "ann"})
    assert back.cave.exits == RING.exits
    assert back.to_json() == text


def test_a_record_made_from_written_actions_holds_the_actions():
    record = GameRecord(PAIR, "classic", 7, (["move", 2], ["shoot", [1, 2]], ["cheat"]))
    assert record.actions == (Move(2), Shoot((1, 2)), Cheat())


def test_record_json_of_a_seeded_game_has_no_start_and_no_meta():
    game = Game(None, "classic", 5)
    game.shoot((game.tunnels[0],))
    data = json.loads(game.record().to_json())
    assert list(data) == ["format", "version", "rules", "seed", "cave", "actions"]
    assert data["actions"] == [["shoot", [game.cave.exits[game.start.hunter][0]]]]
    assert GameRecord.from_json(game.record().to_json()).replay()[0].positions == game.positions


# -- messages --------------------------------------------------------------------


def test_counted_is_singular_only_for_one():
    assert counted(1, "arrow") == "1 arrow"
    assert counted(0, "arrow") == "0 arrows"
    assert counted(2, "arrow") == "2 arrows"
    assert counted(5, "room") == "5 rooms"


CATALOG = Messages(
    text={
        "Entered": "IN {room}",
        "Location": "AT {room}: {tunnels}; {arrows} ARROWS",
        "Percept.pit": "DRAFT",
        "GameOver.won.wumpus_killed": "GOT HIM in {moves}",
        "GameOver.lost": "LOST ({cause})",
        "StayedPut": "",
        "Revealed": "you {hunter}, wumpus {wumpus}",
    },
    narration={
        "Entered": "you walk into {room}",
        "WumpusMoved": "it moves from {origin} to {room}",
        "StayedPut": "you stay",
    },
    amended={"Location": "AT {room}: {tunnels}; {arrows_counted}"},
    rooms_joiner=", ",
)


def test_render_uses_the_original_text_and_amends_it_only_when_narrating():
    location = ev.Location(3, (1, 2, 4), 1)
    assert CATALOG.render(location) == "AT 3: 1, 2, 4; 1 ARROWS"
    assert CATALOG.render(location, narrate=True) == "AT 3: 1, 2, 4; 1 arrow"
    assert CATALOG.render(ev.Location(3, (1,), 2), narrate=True) == "AT 3: 1; 2 arrows"


def test_render_prefers_the_text_and_narrates_only_what_the_text_passes_over():
    assert CATALOG.render(ev.Entered(8)) == "IN 8"
    assert CATALOG.render(ev.Entered(8), narrate=True) == "IN 8"
    assert CATALOG.render(ev.WumpusMoved(4, 5)) is None
    assert CATALOG.render(ev.WumpusMoved(4, 5), narrate=True) == "it moves from 4 to 5"
    # an empty text is the original's silence, even when narrating
    assert CATALOG.render(ev.StayedPut(3)) is None
    assert CATALOG.render(ev.StayedPut(3), narrate=True) is None


def test_render_picks_the_most_specific_key_and_says_nothing_without_one():
    assert CATALOG.render(ev.GameOver(True, ev.WUMPUS_KILLED, 10, 7)) == "GOT HIM in 7"
    assert CATALOG.render(ev.GameOver(False, ev.FELL_IN_PIT, 0, 3)) == "LOST (pit)"
    assert CATALOG.render(ev.GameOver(True, ev.OUT_OF_ARROWS, 0, 3)) is None
    assert CATALOG.render(ev.Percept(ev.PIT)) == "DRAFT"
    assert CATALOG.render(ev.Percept(ev.BATS)) is None
    assert CATALOG.render(ev.Percept(ev.BATS), narrate=True) is None
    assert CATALOG.render(ev.BatSnatch(1, 2), narrate=True) is None
    assert CATALOG.render(ev.Revealed(Positions(4, 11, (3, 9), (5, 6)))) == "you 4, wumpus 11"


# -- a game's shot path and its re-deal -----------------------------------------------------


def refusal(game: Game, path) -> tuple[str, str]:
    with pytest.raises(IllegalAction) as caught:
        game.check_path_prefix(path)
    return caught.value.reason, caught.value.message


def test_check_path_prefix_takes_any_start_up_to_the_longest_path():
    game = Game(None, "classic", start=at(1, 20))
    for path in ((), (2,), (2, 3), (2, 3, 4, 5, 6)):
        assert game.check_path_prefix(path) is None
    assert refusal(game, (2, 3, 4, 5, 6, 7)) == ("path_length", "AN ARROW FLIES 1 TO 5 ROOMS")
    assert refusal(game, (2, 3, 2)) == ("too_crooked", "ARROWS AREN'T THAT CROOKED - TRY ANOTHER ROOM")


def test_check_path_prefix_names_the_room_that_is_not_there():
    game = Game(None, "tournament", start=at(1, 20))
    assert game.rules.max_path == 5
    assert refusal(game, (2, 99))[0] == "not_a_room"
    assert refusal(game, (2, 3, 4, 5, 6, 7))[0] == "path_length"
    assert game.check_path_prefix((2, 3, 4, 5, 6)) is None


def test_a_refused_shot_names_the_first_room_that_is_not_there_and_the_longest_path():
    game = Game(None, "tournament", start=at(1, 20))
    with pytest.raises(IllegalAction) as caught:
        game.shoot((2, 99))
    assert (caught.value.reason, caught.value.message) == ("not_a_room", "NOT AN EXIT")  # the host's word
    game = Game(None, "spec", start=at(1, 20))
    with pytest.raises(IllegalAction) as caught:
        game.shoot(())
    assert (caught.value.reason, caught.value.message) == ("path_length", "An arrow flies through 1 to 5 caves.")


def test_spec_sends_an_arrow_told_of_a_cave_that_is_not_there_on_at_random():
    """FR-20: an arrow that cannot reach the next cave on its list goes into a random cave
    joined to the one it is in; a cave that does not exist is one it cannot reach."""
    game = Game(None, "spec", 5, start=at(1, 20))
    events = game.shoot((99,))
    veered = [e for e in events if type(e).__name__ == "ArrowDeflected"]
    assert veered and veered[0].intended == 99 and veered[0].room in DODECAHEDRON.exits[1]


def test_check_path_prefix_refuses_everything_once_the_game_is_over():
    game = Game(None, "classic", start=at(1, 20, pits=(2, 19)))
    game.move(2)
    assert game.over
    assert refusal(game, ())[0] == "game_over"
    assert refusal(game, (1,))[0] == "game_over"


def test_same_setup_of_a_hand_placed_start_keeps_it_and_plays_on_under_the_next_seed():
    start = at(1, 20, pits=(9, 19), bats=(17, 18))
    game = Game(None, "classic", 7, start=start)
    assert Game(None, "classic", 7).start != start
    game.shoot((2,))
    again = game.same_setup()
    assert again.seed == seeds.next_seed(7)
    assert again.start == start and again.start_given
    assert again.positions == start
    assert (again.arrows, again.moves, again.shots, again.actions, again.over) == (5, 0, 0, [], False)


def test_same_setup_of_a_hand_placed_start_keeps_its_cave():
    lattice = Cave("one-way lattice", {room: (room % 10 + 1, (room + 4) % 10 + 1) for room in range(1, 11)})
    game = Game(lattice, "classic", 7, start=at(1, 6, pits=(3, 4), bats=(8, 9)))
    again = game.same_setup()
    assert again.cave is lattice and again.positions == game.start
    assert again.tunnels == (2, 6)


def test_same_setup_without_a_seed_keeps_the_positions_and_takes_a_fresh_seed():
    scripted = Game(None, "classic", rng=ScriptedRandom([room_draw(r) for r in (5, 9, 12, 14, 3, 4)]))
    assert scripted.seed is None and not scripted.start_given
    dealt = scripted.start
    assert dealt == Positions(5, 9, (12, 14), (3, 4))
    again = scripted.same_setup()
    assert again.seed is not None and again.start == dealt and again.start_given


def test_same_setup_of_a_seeded_deal_keeps_its_seed_and_counts_the_times():
    game = Game(None, "classic", 7)
    dealt = game.start
    game.shoot((game.tunnels[0],))
    again = game.same_setup()
    assert (again.seed, again.again) == (7, 1) and again.same_setup().again == 2
    assert again.start == dealt and not again.start_given
    assert (again.arrows, again.shots, again.actions) == (5, 0, [])
    assert again.record().new_game().again == 1


def test_same_setup_rolls_fresh_dice_as_yobs_does():
    """SAME SET-UP puts everything back and the listing's RND rolls on: the same moves into
    the bats need not end where they ended before."""
    landings = set()
    for seed in range(40):
        game = Game(None, "classic", seed)
        bats = game.bats[0]
        if bats not in game.tunnels:
            continue
        for deal in (game, game.same_setup(), game.same_setup().same_setup()):
            deal.move(bats)
            landings.add((seed, deal.again, deal.hunter if not deal.over else deal.cause))
        if len({(s, w) for s, _, w in landings if s == seed}) > 1:
            return
    raise AssertionError(f"every deal again dropped the hunter where the first did: {sorted(landings)}")


# -- the registry of rulesets ---------------------------------------------------------


def test_rulesets_outside_the_preferred_order_follow_it_alphabetically(monkeypatch):
    monkeypatch.setattr(rules_package, "_ORDER", ("wump3", "classic"))
    assert list(rules_package._discover()) == [
        "wump3", "classic", "fiend", "gentle", "spec", "teaching", "tournament"]


# room 1's exits are 2, 3 and 4; room 5 leads into 1 but 1 does not lead back; 6 is two rooms off
SENSES = Cave("senses", {1: (2, 3, 4), 2: (1, 3, 6), 3: (1, 2, 7), 4: (1, 7, 8), 5: (1, 6, 8), 6: (2, 5, 7),
                         7: (3, 4, 8), 8: (5, 6, 7)}, smell_distance=2)


@pytest.mark.parametrize("both_ways", [False, True])
@pytest.mark.parametrize("smell_from_cave", [False, True])
def test_a_warnings_policy_declares_how_it_senses(both_ways, smell_from_cave):
    """The notes read a warnings policy's model, so the model must say what the policy does:
    whether a hazard behind an entrance only is sensed, and whether the wumpus is smelled
    from two rooms off in a cave whose smell carries that far."""
    order = (ev.WUMPUS, ev.PIT, ev.BATS)
    policy = base.warnings_once_each(order, both_ways=both_ways, smell_from_cave=smell_from_cave)
    ruleset = rules_package.get_ruleset("classic")

    def warned(wumpus: int, pits: tuple, bats: tuple) -> tuple:
        return policy(Game(SENSES, ruleset, 1, start=Positions(1, wumpus, pits, bats, None)))

    through_entrance = warned(6, (5, 7), (3, 4)) != warned(6, (8, 7), (3, 4))
    two_off = ev.WUMPUS in warned(6, (7, 8), (3, 4))
    assert policy.model == base.PerceptModel(both_ways=both_ways, smell_from_cave=smell_from_cave)
    assert (policy.model.both_ways, policy.model.smell_from_cave) == (through_entrance, two_off)
    assert warned(3, (6, 7), (4, 8)) == (ev.WUMPUS, ev.BATS)


def test_a_declared_model_names_only_what_the_notes_know():
    assert base.Redraw(base.PIECES).avoid == base.PIECES
    with pytest.raises(ValueError) as refused:
        base.Redraw(("hunter", "BATS", "pit"))
    assert str(refused.value) == ("a redraw cannot avoid 'BATS', 'pit': it knows "
                                  "hunter, wumpus, pits, bats, arrow, origin, landing")
    assert base.Relocation("Earthquake", "pits", base.Redraw()).piece == "pits"
    assert base.Relocation("BatsMigrated", "bat colony", base.Redraw()).event == "BatsMigrated"
    with pytest.raises(ValueError) as refused:
        base.Relocation("Quake", "pits", base.Redraw())
    assert str(refused.value) == "a relocation is announced by an event, and 'Quake' is none"
    with pytest.raises(ValueError) as refused:
        base.Relocation("Earthquake", "bats", base.Redraw())
    assert str(refused.value) == "a relocation moves the pits or a bat colony, not 'bats'"


def test_every_shot_is_counted():
    game = Game(None, "classic", rng=ScriptedRandom([0.9, 0.9]), start=at(1, 20, pits=(15, 16), bats=(17, 18)))
    game.shoot([2])
    game.shoot([5])
    assert (game.shots, game.moves, game.arrows) == (2, 0, 3)


def test_an_illegal_action_shows_its_message_and_prints_it_unless_told_otherwise():
    plain = IllegalAction("not_a_tunnel", "There is no tunnel to 9.")
    assert (str(plain), plain.reason, plain.message, plain.text) == (
        "There is no tunnel to 9.", "not_a_tunnel", "There is no tunnel to 9.", "There is no tunnel to 9.")
    silent = IllegalAction("not_a_tunnel", "There is no tunnel to 9.", "")
    assert (str(silent), silent.text) == ("There is no tunnel to 9.", "")


def test_a_refusal_no_ruleset_words_is_named_by_its_reason():
    refusal = Game(None, "classic", 1)._refuse("too_far_gone")
    assert (refusal.reason, refusal.message, refusal.text) == ("too_far_gone", "too far gone", "")


@pytest.mark.parametrize(("data", "message"), [
    (["move"], 'not an action: ["move"] ("move" is written with 1 value)'),
    (["move", "x"], 'not an action: ["move", "x"] (a room is a whole number, not "x")'),
    (["move", None], 'not an action: ["move", null] (a room is a whole number, not null)'),
    (["shoot", "12"], 'not an action: ["shoot", "12"] (rooms are a list of whole numbers, not "12")'),
    (["fly", 3], 'unknown action "fly"'),
    # in the record's words, never Python's ("'NoneType' object is not subscriptable")
    (None, 'not an action: null (an action is written as its name, then its values: ["move", 7])'),
    (5, 'not an action: 5 (an action is written as its name, then its values: ["move", 7])'),
    ([None], 'not an action: [null] (an action is written as its name, then its values: ["move", 7])'),
    (["reset", 5], 'not an action: ["reset", 5]'),
])
def test_a_written_action_that_is_none_says_so(data, message):
    from wumpus.engine.actions import action_from_json

    with pytest.raises(ValueError) as refused:
        action_from_json(data)
    assert str(refused.value) == message


def test_a_room_is_drawn_only_while_one_is_free():
    cave = DODECAHEDRON
    every = list(cave.rooms)
    with pytest.raises(ValueError) as refused:
        base._draw_unused(cave, ScriptedRandom([]), every)
    assert str(refused.value) == "no free room left"
    # with one room free, draws go on until they land in it
    draws = [room_draw(r) for r in (3, 1, 7)]
    assert base._draw_unused(cave, ScriptedRandom(draws), [r for r in every if r != 7]) == 7


@pytest.mark.parametrize("name", ["classic", "tournament"])
def test_a_win_scores_a_hundred_less_its_moves_and_never_below_nothing(name):
    ruleset = rules_package.get_ruleset(name)
    assert [ruleset.score(True, moves) for moves in (0, 1, 37, 99, 100, 101, 250)] == [100, 99, 63, 1, 0, 0, 0]
    assert [ruleset.score(False, moves) for moves in (0, 5, 120)] == [0, 0, 0]


@pytest.mark.parametrize(("rules", "message", "text"), [
    ("classic", "THERE IS NO ROOM {room}", ""),
    ("spec", "There is no cave {room}.", "There is no cave {room}."),
    ("tournament", "NOT AN EXIT", "NOT AN EXIT"),
])
def test_a_set_up_naming_a_room_not_in_the_cave_is_refused_in_the_rulesets_words(rules, message, text):
    for start, room in ((Positions(1, 99, (3, 4), (5, 6), None), 99), (Positions(1, 2, (3, 4), (5, 6), 42), 42)):
        with pytest.raises(IllegalAction) as refused:
            Game(None, rules, 1, start=start)
        assert (refused.value.reason, refused.value.message, refused.value.text) == (
            "not_a_room", message.format(room=room), text.format(room=room))


def test_a_cave_too_small_for_a_game_is_refused_with_its_size():
    from wumpus.engine.errors import CaveError

    ring = Cave("ring", {r: (r % 7 + 1, (r - 2) % 7 + 1, r % 7 + 1) for r in range(1, 8)})
    with pytest.raises(CaveError) as refused:
        Game(ring, "classic", 1)
    assert str(refused.value) == "cave 'ring' has 7 rooms; a game needs at least 8"


def test_a_set_up_with_the_arrow_on_the_floor_starts_with_none_in_hand():
    # teaching's arrow lies where it fell; a game placed with it there has none to shoot until it is picked up
    lying = Game(None, "teaching", 1, start=Positions(1, 20, (15, 16), (17, 18), 9))
    held = Game(None, "teaching", 1, start=Positions(1, 20, (15, 16), (17, 18), None))
    assert (lying.arrows, lying.arrow_room, held.arrows) == (0, 9, held.rules.arrows)
    assert held.rules.arrows == 1


def test_what_a_ruleset_tells_its_player_is_what_its_words_say():
    from wumpus.engine.rules import get_ruleset

    classic = get_ruleset("classic").messages
    # the original's words, the full-screen game's own lines, and nothing for what it keeps hidden
    assert classic.tells("Missed") and not classic.tells("Missed", "room")
    assert classic.tells("Entered") and classic.tells("Entered", "room")
    assert classic.tells("ArrowShot", "path") and not classic.tells("ArrowShot", "room")
    assert not classic.tells("WumpusMoved") and not classic.tells("WumpusMoved", "room")
    assert not classic.tells("ArrowDeflected", "room")
    # the line mode speaks only the original's words; the full-screen game adds its own
    assert classic.render(ev.Entered(5)) is None
    assert classic.render(ev.Entered(5), narrate=True) == "YOU ENTER ROOM 5"
    gentle = get_ruleset("gentle").messages
    # gentle's original says nothing where an arrow hits the wall, and then "Smack right into the wall."
    # at the end of every miss; the full-screen game names the wall where there is one, and says of
    # every miss where the arrow stopped
    assert gentle.text["ArrowHitWall"] == "" and gentle.render(ev.ArrowHitWall(1, 2)) is None
    assert gentle.render(ev.Missed(1)) == "Smack right into the wall."
    assert gentle.tells("ArrowHitWall") and gentle.render(ev.ArrowHitWall(1, 2), narrate=True) == (
        "No tunnel from room 1 to room 2: the arrow hits the wall.")
    assert gentle.render(ev.Missed(1), narrate=True) == "The arrow stops in room 1: a miss."
    # a template the full-screen game words otherwise (gentle's count of arrows) is the one asked
    assert gentle.tells("Location", "arrows_counted") and gentle.tells("Location", "room")


@pytest.mark.parametrize(("rules", "after"), [("gentle", True), ("classic", False), ("teaching", False)])
def test_a_game_cannot_be_won_once_no_arrow_is_left_and_none_comes_back(rules, after):
    from wumpus.engine import Positions

    game = Game(rules=rules, seed=1, start=Positions(1, 20, (17, 16), (11, 13)))
    assert not game.cannot_be_won()
    while game.arrows and not game.over:
        assert not game.cannot_be_won()
        events = game.shoot([game.tunnels[0]])
    assert game.arrows == 0
    # gentle goes on, unwinnable; classic ends the game; teaching's arrow lies where it landed
    assert game.cannot_be_won() is after and game.over is (rules == "classic")
    assert not game.over or isinstance(events[-1], ev.GameOver)


def test_a_cave_an_arrow_was_aimed_at_that_is_no_room_is_told_as_no_room():
    # a record's path may hold the line mode's stand-in for a number that names no room (its 1.5): where a
    # ruleset tells the room the arrow could not reach, it says "(no room)", not the stand-in's 62 digits
    from wumpus.engine import Game
    from wumpus.engine import events as ev
    from wumpus.engine.actions import NO_ROOM, Shoot

    game = Game(None, "spec", 3)
    events = game.shoot([NO_ROOM - 1])
    (deflected,) = [e for e in events if isinstance(e, ev.ArrowDeflected)]
    assert deflected.intended == NO_ROOM - 1
    assert game.messages.render(deflected) == "No tunnel leads the arrow to cave (no room): it veers off at random."
    assert Shoot((NO_ROOM, 4)).describe() == "shoot (no room) 4"
