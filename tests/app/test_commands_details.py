"""The app's commands in detail: the help's list of keys, the footer's width, the keys bound."""

from __future__ import annotations

import pytest
from textual.binding import Binding

from wumpus import WumpusApp
from wumpus.app.commands import COMMANDS, bindings, footer_width, keys_help, line_commands
from wumpus.app.screens import QuitScreen

from .helpers import make

HELP = """\
[b]Moving[/b]
  [b]1 2 3[/b]        walk through the 1st, 2nd or 3rd tunnel listed
               (4 to 9 in a room with more tunnels)
  [b]m[/b] 14 [b]Enter[/b]   walk to room 14 (m, the number, then Enter)
  [b]click[/b]        a room next to yours on the map: walk there

[b]Shooting[/b]
  [b]s[/b]            aim an arrow: type each room's number and Enter
               (or ↑↓ and Enter), then Enter once more fires it
               (Esc puts it away); where no tunnel leads, the picker
               says what the rules do with the arrow, and it marks
               a room that brings the arrow back into yours

[b]The game[/b]
  [b]b[/b]            the hunter's notes: the odds of the wumpus, a pit and
               bats in every room, from what you have seen
  [b]↑ ↓[/b]          scroll the notes, when they do not fit
  [b]h[/b]            a hint: one action for now, from the notes, and why
  [b]n[/b]            a new game (asks first while a game is on)
  [b]r[/b]            the same set-up again (everything where it started)
  [b]?[/b]            this help
  [b]t[/b]            your statistics (every finished game is kept)
  [b]ctrl+s[/b]       save this game under a name (wumpus --load NAME)
  [b]ctrl+o[/b]       go on with a saved game (the one under way is kept
               as a save of its own); Del in the list deletes one
  [b]R[/b]            replay this game or a saved one, step by step
               (Del in the list deletes a save)
  [b]ctrl+t[/b]       first-game tips on or off
  [b]q[/b]            quit (a game still going is saved: the next
               wumpus offers to resume it; wumpus --resume)
  [b]ctrl+p[/b]       commands: new game with other rules or cave, themes
  [b]PgUp PgDn[/b]    scroll the messages
"""


def test_the_help_lists_the_keys_by_section_with_their_words_in_a_column():
    assert keys_help() == HELP


def test_sections_given_first_come_first_and_commands_left_out_take_their_keys_and_empty_sections_with_them():
    shown = keys_help([("Watching", [("[b]space[/b]", ("pause", "or go on"))])],
                      leave_out=("tunnel(1)", "move_to", "quit", "toggle_notes"))
    assert shown.startswith("[b]Watching[/b]\n  [b]space[/b]        pause\n               or go on\n\n[b]Shooting[/b]\n")
    assert "[b]Moving[/b]" not in shown and "click" not in shown
    assert "scroll the notes" not in shown and "PgUp" not in shown and "ctrl+p" not in shown
    assert "  [b]h[/b]            a hint" in shown and shown.endswith("first-game tips on or off\n")


def test_a_key_as_wide_as_its_column_keeps_a_space_before_its_words():
    shown = keys_help([("Long", [("[b]abcdefghijklmno[/b]", ("words",))])], leave_out=[c.action for c in COMMANDS])
    assert shown == "[b]Long[/b]\n  [b]abcdefghijklmno[/b] words\n"


def test_a_section_left_with_one_key_is_shown_and_one_left_with_none_is_not():
    shown = keys_help(leave_out=[c.action for c in COMMANDS if c.action != "hint"])
    assert shown == "[b]The game[/b]\n  [b]h[/b]            a hint: one action for now, from the notes, and why\n"


def test_the_footer_and_the_command_palette_name_each_command():
    assert [(c.key, c.footer, c.show, c.title, c.help) for c in COMMANDS] == [
        ("1", "Tunnel", True, "Go through tunnel 1", "Walk through the first tunnel listed"),
        ("m", "Room #", True, "Go to a room by number", "Type a room number, then Enter"),
        ("s", "Shoot", True, "Shoot an arrow", "Pick the rooms the arrow flies through"),
        ("b", "Notes", True, "Show or hide the hunter's notes",
         "The odds of a pit, the wumpus and bats in every room, from what you have seen"),
        ("h", "Hint", True, "Hint: what to do now?", "One action for this turn, from the notes' odds, and why"),
        ("n", "New", True, "New game", "A new game with the same rules and cave"),
        ("r", "Again", True, "Same set-up again", "A new game with everything back where this one started"),
        ("question_mark", "Help", True, "Help: the keys and the rules", "The keys, and the rules of this version"),
        ("t", "Stats", False, "Statistics",
         "Win rate, scores, how games were lost and best games of your finished games"),
        ("ctrl+s", "Save", False, "Save game as...", "Keep this game under a name (wumpus --load NAME)"),
        ("ctrl+o", "Load", False, "Go on with a saved game",
         "Load an unfinished game saved with ctrl+s or set aside (the game under way is kept aside at its first turn)"),
        ("R", "Replays", False, "Replay a saved game", "Step through this game or a saved one, forwards and backwards"),
        ("ctrl+t", "Tips", False, "Turn first-game tips on or off",
         "Short tips at the first warning, the first chance to shoot and the first bat flight"),
        ("q", "Quit", True, "Quit", "Leave the game (asks first while a game is on)"),
    ]


def test_the_footer_counts_each_action_shown_once():
    keys = [Binding("a", "x", "Xx"), Binding("b", "x", "Yy"), Binding("c", "y", "Zzz"), Binding("d", "z", "Q", show=False)]
    assert footer_width(keys, lambda binding: binding.key.upper()) == len("A Xx C Zzz")


def test_every_command_is_bound_and_the_digits_and_scroll_keys_too():
    bound = {binding.key: binding for binding in bindings()}
    assert [(bound[c.key].action, bound[c.key].description, bound[c.key].show) for c in COMMANDS] == [
        (c.action, c.footer, c.show) for c in COMMANDS]
    assert bound["1"].key_display == "1 2 3" and bound["R"].key_display == "R"
    assert sorted(key for key in bound if key.isdigit()) == [str(k) for k in range(10)]
    assert [(bound[str(k)].action, bound[str(k)].description) for k in range(2, 10)] == [
        (f"tunnel({k})", f"Tunnel {k}") for k in range(2, 10)]
    others = ["0", "enter", "backspace", "escape", "pageup", "pagedown", "up", "down"]
    assert [(bound[k].action, bound[k].description) for k in others] == [
        ("digit(0)", "0"), ("enter_room", "Go"), ("erase_digit", "Erase"), ("cancel_entry", "Cancel"),
        ("scroll_log(-1)", "Scroll messages"), ("scroll_log(1)", "Scroll messages"),
        ("scroll_notes(-1)", "Scroll notes"), ("scroll_notes(1)", "Scroll notes")]
    assert not any(bound[k].show for k in [*others, *map(str, range(2, 10))])


def test_only_the_teaching_version_names_the_line_games_commands():
    assert line_commands("classic") is None
    welcome, help_line = line_commands("teaching")
    assert welcome.startswith("Its R, C, D, P and X commands are the line game's (wumpus text --rules teaching)")
    assert help_line.startswith("the commands above are typed in the line game, wumpus text --rules teaching, "
                                "which alone has R (reset the cave) and C (cheat)")


def test_every_commands_action_is_one_the_game_has():
    actions = [binding.action.split("(")[0] for binding in bindings()]
    assert all(callable(getattr(WumpusApp, f"action_{action}", None)) for action in actions), actions
    assert [c.action for c in COMMANDS] == [
        "tunnel(1)", "move_to", "shoot", "toggle_notes", "hint", "new_game", "replay", "help", "stats", "save_as",
        "load_saved", "replay_saved", "toggle_tips", "quit"]


@pytest.mark.parametrize(("width", "look"), [(49, "-narrow"), (50, "-roomy")])
async def test_the_quit_question_drops_its_margins_under_fifty_columns(width, look):
    app = make(seed=1)
    async with app.run_test(size=(width, 24)) as pilot:
        await pilot.press("q")
        await pilot.pause()
        assert isinstance(app.screen, QuitScreen)
        assert app.screen.has_class(look) and not app.screen.has_class({"-narrow": "-roomy", "-roomy": "-narrow"}[look])
