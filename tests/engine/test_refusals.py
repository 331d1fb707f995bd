"""What a refusal says, and the checks the app makes while an arrow's path is still being chosen."""

import dataclasses

import pytest

from wumpus.engine import RULESETS, Game, IllegalAction, Positions, ScriptedRandom
from wumpus.engine.messages import Messages

from .helpers import at, scripted, snapshot


def refusal(action) -> IllegalAction:
    with pytest.raises(IllegalAction) as refused:
        action()
    return refused.value


def test_a_refusal_in_the_rulesets_words():
    spec = scripted("spec", at(1, 20))
    wrong = refusal(lambda: spec.move(3))
    assert (wrong.reason, wrong.message, wrong.text) == (
        "not_a_tunnel", "No tunnel leads from here to cave 3.", "No tunnel leads from here to cave 3.")
    classic = scripted("classic", at(1, 20))
    nowhere = refusal(lambda: classic.move(99))
    # the listing re-asks without a word; the app still has something to show
    assert (nowhere.reason, nowhere.message, nowhere.text) == ("not_a_room", "THERE IS NO ROOM 99", "")


def test_a_ruleset_without_words_for_a_refusal_still_says_something():
    silent = dataclasses.replace(RULESETS["spec"], messages=Messages(text={}))
    game = Game(rules=silent, rng=ScriptedRandom(), start=at(1, 20))
    wrong = refusal(lambda: game.move(3))
    assert (wrong.reason, wrong.message, wrong.text) == ("not_a_tunnel", "not a tunnel", "")
    bad_start = refusal(lambda: Game(rules=silent, rng=ScriptedRandom(), start=at(1, 99)))
    assert (bad_start.reason, bad_start.message) == ("not_a_room", "not a room")
    spec_start = refusal(lambda: Game(rules="spec", rng=ScriptedRandom(), start=at(1, 20, arrow=0)))
    assert (spec_start.reason, spec_start.message) == ("not_a_room", "There is no cave 0.")


def test_a_path_being_chosen_is_checked_as_it_grows():
    game = scripted("tournament", at(1, 20))
    before = snapshot(game)
    for prefix in ([], [2], [2, 3], [2, 3, 4, 5, 6]):
        game.check_path_prefix(prefix)
    too_long = refusal(lambda: game.check_path_prefix([2, 3, 4, 5, 6, 7]))
    assert (too_long.reason, too_long.message) == ("path_length", "AN ARROW FLIES 1 TO 5 ROOMS")
    crooked = refusal(lambda: game.check_path_prefix([2, 1]))
    assert (crooked.reason, crooked.message) == ("too_crooked", "ARROWS AREN'T THAT CROOKED - TRY ANOTHER ROOM")
    unknown = refusal(lambda: game.check_path_prefix([2, 99]))
    assert (unknown.reason, unknown.message) == ("not_a_room", "NOT AN EXIT")
    assert snapshot(game) == before


def test_a_finished_game_refuses_every_path_even_an_empty_one():
    game = scripted("spec", at(1, 2, pits=(5, 16), bats=(8, 7)))
    game.move(5)
    assert game.over
    for path in ([], [2]):
        over = refusal(lambda: game.check_path_prefix(path))
        assert (over.reason, over.message) == ("game_over", "The game is over.")


def test_teaching_paths_are_three_rooms_at_most_while_being_chosen():
    game = scripted("teaching", at(13, 14, pits=(18, 16), bats=(4, 7)))
    game.check_path_prefix([12, 11, 10])
    too_long = refusal(lambda: game.check_path_prefix([12, 11, 10, 9]))
    assert (too_long.reason, too_long.message) == ("path_length", "Sorry, the arrow can only fly through 1 to 3 rooms.")


def test_legal_moves_are_each_tunnel_once_and_staying_where_the_rules_allow_it():
    from .test_reference import LOOPS

    assert Game(LOOPS, "spec", rng=ScriptedRandom(), start=Positions(2, 9, (5, 6), (7, 8))).legal_moves() == (3, 1)
    assert Game(LOOPS, "classic", rng=ScriptedRandom(), start=Positions(2, 9, (5, 6), (7, 8))).legal_moves() == (3, 1, 2)
    assert Game(LOOPS, "classic", rng=ScriptedRandom(), start=Positions(1, 9, (5, 6), (7, 8))).legal_moves() == (2, 1, 5)


def test_a_finished_game_has_no_legal_moves():
    game = scripted("spec", at(1, 2, pits=(5, 16), bats=(8, 7)))
    game.move(5)
    assert game.legal_moves() == ()


def test_reset_and_cheat_belong_to_the_teaching_rules_only():
    for rules in ("classic", "spec", "tournament", "gentle"):
        game = scripted(rules, at(1, 20))
        assert refusal(lambda: game.reset(at(2, 20))).reason == "not_allowed"
        assert refusal(game.cheat).reason == "not_allowed"
    teaching = scripted("teaching", at(13, 14, pits=(18, 16), bats=(4, 7)))
    teaching.move(12)
    teaching.move(3)
    teaching.reset(at(2, 14, pits=(1, 16), bats=(4, 7), arrow=9))
    assert teaching.arrows == 0 and teaching.moves == 2 and teaching.arrow_room == 9
    teaching.move(1)
    assert teaching.over
    assert refusal(lambda: teaching.reset(at(2, 20))).reason == "game_over"


def test_an_unknown_recorded_action_is_an_error():
    game = scripted("classic", at(1, 20))
    with pytest.raises(ValueError, match='^unknown action "fly"$'):
        game.apply(("fly", 2))


def test_a_catalog_says_its_narration_too_and_leaves_unfilled_templates_alone():
    classic = RULESETS["classic"].messages
    assert classic.say("Entered", room=3) == "YOU ENTER ROOM 3"
    assert classic.say("title") == "HUNT THE WUMPUS"
    assert RULESETS["gentle"].messages.say("prompt.room") == "Room #{n} "
    assert RULESETS["gentle"].messages.say("prompt.room", n=2) == "Room #2 "


@pytest.mark.parametrize(("pits", "bats"), [((12, 12), (15, 17)), ((12, 16), (15, 15))])
def test_a_reset_that_puts_two_pits_or_two_bats_in_one_room_is_refused(pits, bats):
    # the game has two rooms of pits and two of bats ("Two rooms have bottomless pits in them")
    game = Game(None, "teaching", 7)
    before = snapshot(game)
    refused = refusal(lambda: game.reset(Positions(1, 10, pits, bats, None)))
    assert (refused.reason, refused.message) == ("shared_room", "Invalid move.  Please retry.")
    assert snapshot(game) == before and not game.actions
