"""The log's wrapping in detail: where a message breaks, and the lines it keeps."""

from __future__ import annotations

from wumpus.app.knowledge import log_lines
from wumpus.app.messagelog import MessageLog, wrap_message
from wumpus.engine import Game, Positions
from wumpus.engine import events as ev


def test_the_rows_after_the_first_are_indented_and_an_empty_message_is_one_empty_row():
    assert wrap_message("aaa bbb ccc ddd", 7) == ["aaa bbb", "  ccc", "  ddd"]
    assert wrap_message("", 10) == [""]


def test_a_hyphen_is_no_place_to_break():
    assert wrap_message("the same set-up again", 8) == ["the same", "  set-up", "  again"]
    assert wrap_message("aaaa set-up", 9) == ["aaaa", "  set-up"]


def test_a_label_stays_with_its_number():
    assert wrap_message("Your seed 14 is here", 12) == ["Your seed 14", "  is here"]
    assert wrap_message("aaaa Seed: 14 bb", 11) == ["aaaa", "  Seed: 14", "  bb"]
    assert wrap_message("aaaa score 14 bb", 11) == ["aaaa", "  score 14", "  bb"]
    assert wrap_message("aaaa Score: 14 bb", 12) == ["aaaa", "  Score: 14", "  bb"]
    assert wrap_message("a b Seedling 14", 10) == ["a b", "  Seedling", "  14"]


def test_an_option_stays_with_its_value_while_together_they_fit_a_row():
    assert wrap_message("run wumpus --rules classic now", 17) == ["run wumpus", "  --rules classic", "  now"]
    assert wrap_message("run wumpus --cave random:rooms=60 now", 20) == [
        "run wumpus --cave", "  random:rooms=60", "  now"]
    assert wrap_message("go --cave abcdefghij now", 17) == ["go --cave", "  abcdefghij now"]
    assert wrap_message("go --cave abcdefgh now", 17) == ["go", "  --cave abcdefgh", "  now"]
    assert wrap_message("xx --seed -1 yy", 8) == ["xx", "  --seed", "  -1 yy"]


def test_the_log_keeps_each_line_of_a_message_with_its_kind():
    log = MessageLog()
    log.write("YOU ARE IN ROOM 2\nTUNNELS LEAD TO 1 3 10", "note")
    log.write("MISSED")
    assert log.entries == [("YOU ARE IN ROOM 2", "note"), ("TUNNELS LEAD TO 1 3 10", "note"), ("MISSED", "plain")]
    assert log.lines == ["YOU ARE IN ROOM 2", "TUNNELS LEAD TO 1 3 10", "MISSED"]
    assert log._wrap("", "turn") == [("", "turn")]
    assert log._wrap("a " * 50, "lost") == [(row, "lost") for row in wrap_message("a " * 50, 78)]


def test_every_kind_of_line_the_game_writes_has_a_style_of_its_own():
    game = Game(seed=1, start=Positions(1, 5, (3, 16), (2, 13)))
    events = [*game.move(2), ev.Percept(ev.WUMPUS), ev.Percept(ev.PIT), ev.Percept(ev.BATS), ev.WumpusHit(5),
              ev.GameOver(True, "wumpus_killed", 100, 1)]
    kinds = {kind for _, kind in log_lines(events, game.messages)} | {"title", "note", "turn", "refusal"}
    assert kinds == {"plain", "bats", "danger", "lost", "won", "good", "warning-wumpus", "warning-pit",
                     "warning-bats", "title", "note", "turn", "refusal"}
    assert {f"message-log--{kind}" for kind in kinds} == MessageLog.COMPONENT_CLASSES
