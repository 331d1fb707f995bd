"""The status panel's and the legend's words, numbers and styles, line by line, from the engine's games."""

from __future__ import annotations

from types import SimpleNamespace

import pytest
from textual.content import Content, Span

from wumpus.app.knowledge import Knowledge
from wumpus.app.panels import (
    HANG, KEEP, _arrows, _moves_left, _score, _warnings, _where_was, kept_together, legend_content, same_look,
    score_rule, status_content,
)
from wumpus.caves import load_cave
from wumpus.engine import Game, Positions

from .helpers import QUIET


def spans(content: Content) -> list[tuple[int, int, str]]:
    return [(span.start, span.end, str(span.style)) for span in content.spans]


def status(game: Game, **how) -> str:
    return status_content(game, Knowledge.at_start(game), **how).plain.replace(KEEP, " ")


def test_the_status_of_a_game_begun_names_room_turn_tunnels_arrows_score_warnings_and_set_up():
    game = Game(seed=3, start=QUIET)
    content = status_content(game, Knowledge.at_start(game))
    assert content.plain.split("\n") == [
        "Room  1     Turn 1",
        "Tunnels 1→2  2→5  3→8",
        f"Arrows  5 (run{KEEP}out{KEEP}and{KEEP}you{KEEP}lose)",
        "Score   100 if you win now",
        "No warnings here.",
        f"Rules{KEEP}classic  Cave{KEEP}dodecahedron  Seed{KEEP}3",
    ]
    assert spans(content) == [
        (5, 8, "b $text on $primary"), (17, 18, "b"), (27, 28, "b $text-success"), (32, 33, "b $text-success"),
        (37, 38, "b $text-success"), (49, 50, "b"), (51, 73, "dim"), (74, 79, "dim"), (82, 85, "b"), (86, 100, "dim"),
        (101, 118, "dim"), (119, 124, "dim"), (134, 138, "dim"), (153, 157, "dim"),
    ]


def test_without_the_set_up_the_status_ends_at_its_warnings():
    game = Game(seed=3, start=QUIET)
    assert status(game, setup=False).split("\n") == status(game).split("\n")[:-1]
    assert status(game, setup=False).endswith("No warnings here.")


def test_the_turn_counts_from_one_and_the_room_keeps_the_turns_column():
    game = Game(seed=3, start=QUIET)
    game.move(2)
    game.move(10)
    assert status(game).split("\n")[0] == "Room  10    Turn 3"
    assert status(game).split("\n")[1] == "Tunnels 1→2  2→9  3→11"


def test_a_tenth_tunnel_is_walked_with_m():
    game = Game(load_cave("random:rooms=30,tunnels=10", 3), "classic", 3)
    lines = status(game).split("\n")
    assert lines[0] == "Room  10    Turn 1"
    assert lines[1] == "Tunnels 1→6  2→9  3→11  4→13  5→16  6→17  7→24  8→26  9→27  m→29"


@pytest.mark.parametrize(("rules", "line"), [
    ("classic", "[P] I FEEL A DRAFT ×2"),
    ("gentle", "[P] I feel a draft...."),
])
def test_a_warning_given_once_for_each_hazard_says_how_many_times(rules, line):
    game = Game(rules=rules, seed=3, start=Positions(1, 20, (5, 8), (11, 13)))
    content = status_content(game, Knowledge.at_start(game))
    assert content.plain.split("\n")[4] == line
    start = content.plain.index(line)
    assert (start, start + len(line.removesuffix(" ×2")), "b $text-warning") in spans(content)


def test_each_hazard_has_its_own_tag_and_colour():
    cave = load_cave("random:rooms=12,tunnels=3,oneway=0.5", 3)
    game = Game(cave, "tournament", 3, start=Positions(1, 11, (4, 10), (2, 7)))
    content = status_content(game, Knowledge.at_start(game))
    lines = content.plain.split("\n")
    assert lines[2] == "In from 4  8  11"
    assert lines[5:7] == ["[W] I SMELL A WUMPUS", "[P] I FEEL A DRAFT"]
    assert (41, 48, "dim") in spans(content)
    assert (118, 138, "b $text-error") in spans(content)
    assert (139, 157, "b $text-warning") in spans(content)
    bats = Game(load_cave("random:rooms=30,tunnels=10", 3), "classic", 3)
    assert "[B] BATS NEARBY!" in status(bats).split("\n")


def test_one_way_tunnels_no_warning_comes_through_are_left_to_the_map():
    cave = load_cave("random:rooms=12,tunnels=3,oneway=0.5", 3)
    game = Game(cave, "classic", 3, start=Positions(1, 11, (4, 10), (2, 7)))
    assert "In from" not in status(game)
    assert status(game).split("\n")[2].startswith("Arrows")


@pytest.mark.parametrize(("who", "start", "act", "headline", "style"), [
    ("You", Positions(1, 2, (17, 16), (11, 13)), lambda game: game.shoot([2]), "You won! Score 100", "$text-success"),
    ("The hunter", Positions(1, 20, (5, 16), (11, 13)), lambda game: game.move(5), "The hunter lost. Score 0",
     "$text-error"),
])
def test_the_status_at_the_end_says_who_won_or_lost_and_the_score_then_the_keys(who, start, act, headline, style):
    game = Game(seed=3, start=start)
    act(game)
    content = status_content(game, Knowledge.at_start(game), who=who)
    assert status(game, who=who).split("\n") == [
        headline, "n new game · r same set-up", f"Arrows  {game.arrows}",
        "Rules classic  Cave dodecahedron  Seed 3",
    ]
    outcome = headline.split(" Score")[0]
    assert spans(content)[:2] == [(0, len(outcome), f"b {style}"), (len(outcome) + 7, len(headline), "b")]


def test_the_arrows_say_what_running_out_means_in_each_ruleset():
    assert status(Game(rules="gentle", seed=3, start=QUIET)).split("\n")[2] == "Arrows  5 (running out is no loss)"
    teaching = Game(rules="teaching", seed=3, start=QUIET)
    known = Knowledge.at_start(teaching)
    assert _arrows(teaching, known).plain == f"Arrows  1 (it{KEEP}stays{KEEP}where{KEEP}it{KEEP}lands)"
    known.learn(teaching.shoot([2]))
    assert known.arrow_seen == 2
    assert _arrows(teaching, known).plain.replace(KEEP, " ") == "Arrows  0 (it lies in room 2)"
    assert _arrows(teaching, Knowledge.at_start(teaching)).plain.replace(KEEP, " ") \
        == "Arrows  0 (it stays where it lands)"
    assert spans(_arrows(teaching, known))[:2] == [(8, 9, "b"), (10, 29, "dim")]


def test_at_the_end_the_arrows_say_where_a_teaching_arrow_lies_and_nothing_else():
    over = Game(rules="teaching", seed=3, start=Positions(1, 20, (5, 16), (11, 13)))
    over.move(5)
    assert over.over
    seen = Knowledge.at_start(over)
    assert _arrows(over, seen).plain == "Arrows  1"
    seen.arrow_seen = 7
    assert _arrows(over, seen).plain.replace(KEEP, " ") == "Arrows  1 (it lies in room 7)"
    classic = Game(seed=3, start=Positions(1, 20, (5, 16), (11, 13)))
    classic.move(5)
    known = Knowledge.at_start(classic)
    known.arrow_seen = 7
    assert _arrows(classic, known).plain == "Arrows  5"


def test_out_of_arrows_where_that_is_no_loss_the_status_says_no_win_is_left_and_why():
    game = Game(rules="gentle", seed=3, start=QUIET)
    while game.arrows:
        game.shoot([2])
    assert not game.over
    lines = status(game).split("\n")
    assert lines[2:4] == ["Arrows  0 (the wumpus can no longer be shot)", "Score   no win left: no arrow to shoot"]
    assert _score(game).plain == f"Score   no win left: no{KEEP}arrow{KEEP}to{KEEP}shoot"


def test_an_arrow_out_of_reach_leaves_no_win_and_a_win_scores_the_moves_taken_off():
    game = Game(rules="teaching", seed=3, start=QUIET)
    assert _score(game, True).plain == f"Score   no win left: arrow{KEEP}out{KEEP}of{KEEP}reach"
    assert spans(_score(game, True)) == [(0, 5, "dim"), (8, 39, "dim")]
    assert status(game, out_of_reach=True).split("\n")[3] == "Score   no win left: arrow out of reach"
    game.move(2)
    game.move(3)
    assert _score(game).plain == "Score   98 if you win now"
    assert spans(_score(game)) == [(0, 5, "dim"), (8, 10, "b"), (11, 25, "dim")]


def test_near_the_limit_on_moves_the_status_counts_down_the_moves_left():
    game = Game(rules="tournament", seed=3, start=QUIET)
    counted = {}
    while not game.over:
        counted[game.moves] = [line.plain for line in _moves_left(game)]
        game.move(2 if game.hunter == 1 else 1)
    counted[game.moves] = [line.plain for line in _moves_left(game)]
    assert all(counted[moves] == [] for moves in range(90))
    assert [counted[moves] for moves in range(90, 101)] == [
        [f"Moves   {left} left; move 100 loses"] for left in (9, 8, 7, 6, 5, 4, 3, 2, 1, "none", "none")]
    assert game.moves == 100 and game.over


def test_the_moves_left_come_between_the_score_and_the_warnings():
    game = Game(rules="tournament", seed=3, start=QUIET)
    while game.moves < 95:
        game.move(2 if game.hunter == 1 else 1)
    lines = status(game).split("\n")
    assert lines[3:6] == ["Score   5 if you win now", "Moves   4 left; move 100 loses", "No warnings here."]
    content = _moves_left(game)[0]
    assert spans(content) == [(0, 5, "b $text-warning"), (8, 9, "b"), (10, 30, "dim")]


def test_without_a_limit_on_moves_the_status_never_counts_them():
    game = Game(seed=3, start=QUIET)
    for _ in range(99):
        game.move(2 if game.hunter == 1 else 1)
    assert _moves_left(game) == []
    assert not any(line.startswith("Moves") for line in status(game).split("\n"))


@pytest.mark.parametrize(("score", "said"), [
    (lambda won, moves: max(0, 100 - moves) if won else 0,
     "a win scores 100 minus your moves (shots are free), a loss 0"),
    (lambda won, moves: max(-5, 60 - 2 * moves) if won else -5,
     "a win scores 60 minus 2 for each move (shots are free), a loss -5"),
    (lambda won, moves: max(0, 100 - moves * moves) if won else 0,
     "a win scores up to 100, the more the fewer moves it takes (shots are free); a loss 0"),
    (lambda won, moves: 100 - moves if won else 0,
     "a win scores up to 100, the more the fewer moves it takes (shots are free); a loss 0"),
    (lambda won, moves: (100 if moves < 150 else 50) - min(moves, 100) if won else 0,
     "a win scores up to 100, the more the fewer moves it takes (shots are free); a loss 0"),
    (lambda won, moves: 100 if won else 0,
     "a win scores up to 100, the more the fewer moves it takes (shots are free); a loss 0"),
    (lambda won, moves: 100 + moves if won else 0,
     "a win scores up to 100, the more the fewer moves it takes (shots are free); a loss 0"),
])
def test_the_score_rule_is_read_off_the_rules_own_score(score, said):
    assert score_rule(SimpleNamespace(score=score)) == said


@pytest.mark.parametrize("odd", [101, 150, 201])
def test_a_score_that_leaves_the_floor_again_after_reaching_it_is_no_plain_rule(odd):
    def score(won, moves):
        return (1 if moves == odd else max(0, 100 - moves)) if won else 0

    assert score_rule(SimpleNamespace(score=score)).startswith("a win scores up to 100, the more")


def test_where_everything_was_at_the_end_in_the_order_of_the_rooms():
    assert _where_was("pits in", "pits ended in", [17, 3], [3, 17]) == "pits in 3 and 17"
    assert _where_was("pits in", "pits ended in", [17, 4], [3, 17]) == "pits ended in 4 and 17"
    assert _where_was("bats in", "bats ended in", [], []) == "bats in no room"


def test_the_legend_at_the_end_says_where_everything_was_or_ended():
    game = Game(seed=3, start=Positions(1, 20, (16, 5), (13, 11)))
    game.move(5)
    assert game.over
    content = legend_content(game)
    assert content.plain.split("\n") == [" W  the wumpus was in 20", " P  pits in 5 and 16", " B  bats in 11 and 13"]
    assert spans(content) == [(0, 3, "b $text on $error"), (25, 28, "b $text on $warning"),
                              (46, 49, "b $text on $secondary")]
    teaching = Game(rules="teaching", seed=3)
    teaching.shoot([5])
    assert legend_content(teaching).plain.split("\n")[0] == " W  the wumpus ended in 1"
    nobats = Game(seed=3, start=Positions(1, 20, (5, 16), ()))
    nobats.move(5)
    assert legend_content(nobats).plain.split("\n")[2] == " B  bats in no room"


def test_the_legend_while_playing_in_colour_and_without():
    game = Game(seed=3, start=QUIET)
    lines = ["## you are here  ## tunnel", "## visited  ## warning felt", "## not yet visited"]
    assert legend_content(game).plain.split("\n") == lines
    assert legend_content(game, plain=True).plain.split("\n") == lines
    assert spans(legend_content(game)) == [(0, 2, "b $text on $primary"), (17, 19, "b $text-success"),
                                           (27, 29, "$foreground"), (39, 41, "underline $text-warning"),
                                           (55, 57, "$foreground 60%")]
    assert spans(legend_content(game, plain=True)) == [(0, 2, "b reverse"), (17, 19, "b underline"),
                                                       (27, 29, "$foreground"), (39, 41, "i underline"),
                                                       (55, 57, "dim")]


def test_the_legend_shows_the_lying_arrow_where_the_arrow_stays():
    game = Game(rules="teaching", seed=3, start=QUIET)
    for plain, style in ((False, "b underline $text-primary"), (True, "b i")):
        content = legend_content(game, plain=plain)
        assert content.plain.split("\n")[-1] == "## not yet visited  ## arrow"
        assert spans(content)[-1] == (75, 77, style)


def test_a_loop_in_the_cave_is_explained_after_the_arrow():
    dendrite = load_cave("dendrite", 3)
    assert legend_content(Game(dendrite, "teaching", 3)).plain.split("\n")[-1] \
        == "## not yet visited  ## arrow  o loop"


def test_same_look_is_the_same_text_in_the_same_styles():
    bold = Content.from_markup("[b]Seed[/b] 3")
    assert same_look(bold, Content.from_markup("[b]Seed[/b] 3"))
    assert not same_look(bold, Content.from_markup("[i]Seed[/i] 3"))
    assert not same_look(bold, Content.from_markup("[b]Seed[/b] 4"))
    assert not same_look(bold, Content("Seed 3", [Span(0, 4, "b"), Span(5, 6, "b")]))


def test_a_line_that_fits_is_left_alone_and_the_keep_shows_as_a_space():
    line = Content(f"Rules{KEEP}classic  Seed{KEEP}3")
    assert kept_together(line, 40).plain == "Rules classic  Seed 3"
    assert kept_together(line, 21).plain == "Rules classic  Seed 3"
    plain = Content("Rules classic and a long line of words")
    assert kept_together(plain, 10) is plain
    assert kept_together(plain, 10, always=True).plain.split("\n") == [
        "Rules", "  classic", "  and a", "  long", "  line of", "  words"]


def test_a_line_too_long_is_broken_at_spaces_never_at_a_keep():
    line = Content(f"Rules{KEEP}classic  Cave{KEEP}dodecahedron  Seed{KEEP}3")
    assert kept_together(line, 20).plain.split("\n") == ["Rules classic", "  Cave dodecahedron", "  Seed 3"]
    assert kept_together(line, 39).plain.split("\n") == ["Rules classic  Cave dodecahedron", "  Seed 3"]
    assert kept_together(line, 0).plain == "Rules classic  Cave dodecahedron  Seed 3"


def test_a_kept_word_longer_than_a_line_is_broken_at_its_keeps_and_keeps_its_styles():
    words = KEEP.join(["run", "out", "and", "you", "lose"])
    line = Content.from_markup(f"Arrows  [b]5[/b] [dim]({words})[/dim]")
    rows = kept_together(line, 12)
    assert rows.plain.split("\n") == ["Arrows  5", "  (run out", "  and you", "  lose)"]
    assert all(len(row) <= 12 for row in rows.plain.split("\n"))
    assert spans(rows)[0] == (8, 9, "b")
    assert rows.plain[spans(rows)[1][0]] == "("


def test_every_line_is_broken_on_its_own_and_blank_lines_stay():
    text = Content(f"One{KEEP}two three{KEEP}four\n\nfive{KEEP}six")
    assert kept_together(text, 10).plain.split("\n") == ["One two", f"{HANG}three", f"{HANG}four", "",
                                                       "five six"]


def test_a_line_just_as_wide_as_the_panel_stays_whole():
    line = Content(f"Rules{KEEP}classic  Cave{KEEP}dodecahedron  Seed{KEEP}3")
    assert kept_together(line, 32).plain.split("\n") == ["Rules classic  Cave dodecahedron", "  Seed 3"]
    assert kept_together(line, 31).plain.split("\n") == ["Rules classic", "  Cave dodecahedron  Seed 3"]


def test_a_first_word_wider_than_the_panel_begins_the_first_line():
    rows = kept_together(Content(f"Extraordinarily{KEEP}long words"), 5).plain.split("\n")
    assert rows == ["Extraordinarily", "  long", "  words"]


def test_in_a_panel_one_column_wide_every_word_has_a_line():
    assert kept_together(Content(f"a{KEEP}b c"), 1).plain.split("\n") == ["a", "  b", "  c"]


def test_a_kept_word_just_as_wide_as_a_following_line_moves_to_it_whole():
    assert kept_together(Content(f"ab Seed{KEEP}3"), 8).plain.split("\n") == ["ab", "  Seed 3"]


def test_a_blank_last_line_stays():
    assert kept_together(Content(f"Seed{KEEP}3\n"), 10).plain == "Seed 3\n"


def test_the_status_at_the_end_says_you_won_unless_told_who():
    game = Game(seed=3, start=Positions(1, 2, (17, 16), (11, 13)))
    game.shoot([2])
    assert status_content(game, Knowledge.at_start(game)).plain.split("\n")[0] == f"You won! Score{KEEP}100"


def test_with_arrows_left_where_running_out_is_no_loss_the_wumpus_can_still_be_shot():
    game = Game(rules="gentle", seed=3, start=QUIET)
    while game.arrows > 1:
        game.shoot([2])
    assert status(game).split("\n")[2:4] == ["Arrows  1 (running out is no loss)", "Score   100 if you win now"]


def test_an_arrow_seen_lying_about_is_not_named_while_one_is_in_the_quiver():
    game = Game(rules="teaching", seed=3, start=QUIET)
    known = Knowledge.at_start(game)
    known.arrow_seen = 7
    assert _arrows(game, known).plain.replace(KEEP, " ") == "Arrows  1 (it stays where it lands)"


def test_a_warning_the_ruleset_has_no_words_or_tag_for_is_named_by_its_hazard():
    game = SimpleNamespace(percepts=lambda: ("quake", "quake"), messages=SimpleNamespace(render=lambda event: ""))
    [row] = _warnings(game)
    assert row.plain == "[!] quake ×2"
    assert spans(row) == [(0, 9, "b $text-warning")]


def test_the_legend_at_the_end_says_where_pits_and_bats_that_moved_ended():
    game = Game(seed=3, start=Positions(1, 20, (16, 5), (13, 11)))
    game.move(5)
    game.pits, game.bats = [5, 12], [3]
    assert legend_content(game).plain.split("\n")[1:] == [" P  pits ended in 5 and 12", " B  bats ended in 3"]
