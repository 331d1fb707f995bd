"""Recognising a built-in cave from the part explored, whatever its numbering."""

import random

import pytest

from wumpus.bots import get_bot, play_game
from wumpus.bots.play import numbering
from wumpus.assets import asset_path
from wumpus.bots.shapes import COMPETITION_MAPS, library
from wumpus.caves.formats import load_file
from wumpus.caves import BUILTIN
from wumpus.engine import Game


def test_the_symmetries_of_the_dodecahedron_make_every_room_alike():
    shape = next(s for s in library() if s.name == "dodecahedron" and not s.ordered)
    assert len(shape.representatives) == 1


@pytest.mark.parametrize("name", ["lattice", "moebius", "torus", "dodecahedron"])
def test_tunnels_worked_out_from_a_shape_are_real(name):
    """Every tunnel the hunter infers without seeing it exists in the renumbered cave."""
    inferred = 0
    for seed in range(25):
        cave = BUILTIN[name].shuffled(random.Random(seed))[0]
        game = Game(cave, "tournament", seed)
        seen = numbering(game).relabelled(cave)  # the cave as the bot numbers its rooms
        bot = get_bot("hunter", seed=seed)

        def check(obs, action):
            nonlocal inferred
            for room, others in bot.belief.hidden.items():
                for other in others:
                    assert other in seen.link_sets[room]
                    inferred += 1

        play_game(bot, game, on_turn=check)
    if name == "lattice":
        assert inferred > 0


def test_the_order_of_exits_recognises_a_two_way_cave_early():
    """The Moebius strip lists each room's exits in an order renumbering keeps: a few
    rooms are enough to know the cave, and every tunnel worked out from it is real."""
    early = 0
    for seed in range(15):
        cave = BUILTIN["moebius"].shuffled(random.Random(seed))[0]
        game = Game(cave, "tournament", seed)
        seen = numbering(game).relabelled(cave)  # the cave as the bot numbers its rooms
        bot = get_bot("hunter", seed=seed)

        def check(obs, action):
            nonlocal early
            belief = bot.belief
            if belief.hidden and len(belief.visited) < 6:
                early += 1
            for room, others in belief.hidden.items():
                assert others <= seen.link_sets[room]

        play_game(bot, game, on_turn=check)
    assert early > 0


@pytest.mark.parametrize("name", COMPETITION_MAPS)
def test_the_competitions_maps_are_known_and_what_they_tell_is_real(name):
    """The maps the AI competition published, renumbered: the hunter comes to know each
    of them within the game, and every tunnel it infers from that exists."""
    known = 0
    for seed in range(30):
        cave = load_file(asset_path("caves", f"{name}-competition.txt")).shuffled(random.Random(seed))[0]
        game = Game(cave, "tournament", seed)
        seen = numbering(game).relabelled(cave)  # the cave as the bot numbers its rooms
        bot = get_bot("hunter", seed=seed)
        told = False

        def check(obs, action):
            nonlocal told
            for room, others in bot.belief.hidden.items():
                assert others <= seen.link_sets[room]
                told = True

        play_game(bot, game, on_turn=check)
        known += told
    assert known >= 5


def test_a_loop_with_one_way_tunnels_makes_the_water_slide_known_at_once():
    """The water slide has one-way tunnels and closes a loop within two rooms of anywhere:
    two rooms stood in are enough to know it, when its rooms list their exits in order."""
    early = 0
    for seed in range(12):
        cave = load_file(asset_path("caves", "waterslide-competition.txt")).shuffled(random.Random(seed))[0]
        game = Game(cave, "tournament", seed)
        seen = numbering(game).relabelled(cave)  # the cave as the bot numbers its rooms
        bot = get_bot("hunter", seed=seed)

        def check(obs, action):
            nonlocal early
            belief = bot.belief
            if belief.hidden and len(belief.visited) <= 2:
                early += 1
            for room, others in belief.hidden.items():
                assert others <= seen.link_sets[room]

        play_game(bot, game, on_turn=check)
    assert early > 0


def test_a_random_cave_is_not_taken_for_a_built_in_one_early():
    from wumpus.caves.random_cave import random_cave

    for seed in range(20):
        cave = random_cave("random", seed)
        game = Game(cave, "tournament", seed)
        bot = get_bot("hunter", seed=seed)

        def check(obs, action):
            if len(bot.belief.visited) < 5:
                assert not bot.belief.hidden

        play_game(bot, game, on_turn=check)


@pytest.mark.parametrize("name", ["lattice", "dodecahedron"])
def test_arrows_sent_beyond_the_tunnels_seen_do_not_come_back(name):
    """In a recognised cave the hunter may send an arrow on at random past the tunnels
    it knows; it only does so when the arrow cannot fly back into its own room."""
    strays = 0
    for seed in range(30):
        cave = BUILTIN[name].shuffled(random.Random(seed))[0]
        game = Game(cave, "tournament", seed)
        bot = get_bot("hunter", seed=seed)

        def count(obs, action):
            nonlocal strays
            if bot.sure_rooms is not None and bot.sure_rooms[0] is action:
                strays += 1
                assert len(bot.sure_rooms[1]) < len(action.rooms)

        play_game(bot, game, on_turn=count)
        assert game.cause != "own_arrow"
    assert strays > 0


def test_after_a_ride_with_bats_the_pieces_explored_are_placed_on_the_map_together():
    """Bats leave the rooms stood in in pieces: placed on Risk's shape together they tell tunnels
    the piece the hunter stands in cannot tell alone, and every one of them is real."""
    from wumpus.bots.shapes import Recogniser

    more = 0
    for seed in range(60):
        cave = load_file(asset_path("caves", "risk-competition.txt")).shuffled(random.Random(seed))[0]
        game = Game(cave, "tournament", seed)
        seen = numbering(game).relabelled(cave)
        bot = get_bot("hunter", seed=seed)

        def check(obs, action):
            nonlocal more
            belief = bot.belief
            for room, others in belief.hidden.items():
                assert others <= seen.link_sets[room]
            piece = Recogniser._component(belief, belief.room)
            if len(piece) < len(belief.visited):
                alone = Recogniser(belief.cave_rooms)._hidden(belief, piece)
                if any(belief.hidden.get(room, set()) - alone.get(room, set()) for room in belief.hidden):
                    more += 1

        play_game(bot, game, on_turn=check)
    assert more > 0
