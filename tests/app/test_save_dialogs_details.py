"""The dialogs of saving and resuming, each on its own, word for word: the yes/no question, the welcome
back offer, Save as, and the lists to load, watch and delete saves from; what each answers when closed."""

from __future__ import annotations

import json
import os
import time

import pytest
from textual.app import App
from textual.color import Color
from textual.containers import Vertical
from textual.widgets import Button, Input, Label, OptionList, Static

from wumpus.app import save_dialogs
from wumpus.app.save_dialogs import LoadPicker, ResumeScreen, SaveAsScreen, SavePicker, YesNoScreen
from wumpus.app.saving import about_save, record_for
from wumpus.engine import Game, GameRecord, Move, RecordError, Shoot
from wumpus.storage import saves
from wumpus.storage.saves import check_record, save_game, save_path, saves_dir

from .helpers import make, type_ahead

SIZE = (100, 32)


@pytest.fixture(autouse=True)
def data_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("WUMPUS_DATA_DIR", str(tmp_path))
    monkeypatch.delenv("WUMPUS_DATA_FOR_THIS_VISIT", raising=False)
    return tmp_path


class Host(App):
    """A bare app showing one dialog: what the dialog answered when closed, and the bells it rang."""

    def __init__(self, dialog) -> None:
        super().__init__()
        self.dialog = dialog
        self.answers: list = []
        self.bells = 0

    def on_mount(self) -> None:
        self.push_screen(self.dialog, self.answers.append)

    def bell(self) -> None:
        self.bells += 1


def walked(seed: int = 5) -> Game:
    """A classic game one move in."""
    game = Game(None, "classic", seed)
    game.apply(Move(game.tunnels[0]))
    return game


def saved(name: str, seed: int = 5, age: float = 0.0) -> Game:
    game = walked(seed)
    save_game(record_for(game), name)
    when = time.time() - age
    os.utime(save_path(name), (when, when))
    return game


def won() -> Game:
    for seed in range(500):
        game = Game(None, "classic", seed)
        if game.wumpus in game.tunnels:
            game.apply(Shoot((game.wumpus,)))
            assert game.won
            return game
    raise AssertionError("no such seed")


def refused(name: str) -> None:
    """A save the rules cannot play through: its first move goes to no room of the cave."""
    data = json.loads(record_for(walked()).to_json())
    data["actions"][0] = ["move", 999]
    saves_dir().mkdir(parents=True, exist_ok=True)
    save_path(name).write_text(json.dumps(data), encoding="utf-8")


def words(screen, selector: str = ".question") -> str:
    return str(screen.query_one(selector).render())


def problem(screen) -> str:
    return words(screen, "#save-problem")


def names(screen) -> list[str]:
    return [name for name, _ in screen.entries]


def lines(screen) -> list[str]:
    return [str(option.prompt) for option in screen.query_one("#save-list", OptionList).options]


# -- a yes/no question ------------------------------------------------------------------------------------
async def test_a_question_shows_its_words_title_and_answers_with_their_keys():
    app = Host(YesNoScreen("Go on?", "Go", "Stay", title="Going"))
    async with app.run_test(size=SIZE):
        screen = app.screen
        assert words(screen) == "Go on?"
        assert screen.query_one(Vertical).border_title == "Going"
        yes, no = screen.query_one("#yes", Button), screen.query_one("#no", Button)
        assert (str(yes.label), str(no.label)) == ("Go (y)", "Stay (n)")
        assert yes.variant == "primary" and no.variant == "default"
        assert app.focused is yes


async def test_a_dangerous_question_is_red_on_yes_and_waits_on_no():
    app = Host(YesNoScreen("Delete?", "Delete it", "Keep it", focus_yes=False, danger=True))
    async with app.run_test(size=SIZE) as pilot:
        assert app.screen.query_one("#yes", Button).variant == "error"
        assert app.focused.id == "no"
        await pilot.press("enter")
        await pilot.pause()
    assert app.answers == [False]


async def test_a_questions_words_are_shown_as_written_not_as_markup():
    app = Host(YesNoScreen("Replace [b]x[/b]?", "Yes", "No"))
    async with app.run_test(size=SIZE):
        assert words(app.screen) == "Replace [b]x[/b]?"


@pytest.mark.parametrize(("keys", "answer"), [
    (("y",), True), (("n",), False), (("escape",), False), (("enter",), True), (("tab", "enter"), False),
])
async def test_a_question_is_answered_by_keys_and_closes(keys, answer):
    app = Host(YesNoScreen("Go on?", "Go", "Stay"))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press(*keys)
        await pilot.pause()
        assert not isinstance(app.screen, YesNoScreen)
    assert app.answers == [answer]


@pytest.mark.parametrize(("button", "answer"), [("#yes", True), ("#no", False)])
async def test_a_question_is_answered_by_a_click(button, answer):
    app = Host(YesNoScreen("Go on?", "Go", "Stay"))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.click(button)
        await pilot.pause()
    assert app.answers == [answer]


# -- welcome back -----------------------------------------------------------------------------------------
async def test_welcome_back_names_both_games_and_the_save_the_unfinished_one_is_kept_in():
    app = Host(ResumeScreen("classic rules, 3 turns played", "declined-2", "gentle rules, seed 4"))
    async with app.run_test(size=SIZE):
        screen = app.screen
        assert words(screen) == (
            "You left a game unfinished.\n\nResume (y): classic rules, 3 turns played.\n"
            "New game (n): gentle rules, seed 4.\n\n"
            "With a new game, the unfinished one stays loadable as the save 'declined-2'.")
        assert screen.query_one(Vertical).border_title == "Welcome back"
        assert str(screen.query_one("#yes", Button).label) == "Resume (y)"
        assert str(screen.query_one("#no", Button).label) == "New game (n)"
        assert app.focused.id == "yes"


async def test_welcome_back_with_no_new_game_named_and_a_note():
    app = Host(ResumeScreen("a game", note="Mind the pits."))
    async with app.run_test(size=SIZE):
        said = words(app.screen)
    assert "\nNew game (n): a new game.\n" in said
    assert "loadable as the save 'declined'." in said
    assert said.endswith("'declined'.\n\nMind the pits.")


@pytest.mark.parametrize(("key", "answer"), [("y", True), ("escape", True), ("n", False)])
async def test_welcome_back_answers_y_and_esc_resume_n_a_new_game(key, answer):
    app = Host(ResumeScreen("a game"))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press(key)
        await pilot.pause()
    assert app.answers == [answer]


async def test_welcome_back_takes_no_key_at_first_sight_then_takes_one(monkeypatch):
    monkeypatch.setattr(save_dialogs, "FIRST_LOOK", 0.8)
    app = Host(ResumeScreen("a game"))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("n")
        await pilot.pause()
        assert isinstance(app.screen, ResumeScreen) and app.answers == []
        await pilot.pause(0.85)
        await pilot.press("n")
        await pilot.pause()
    assert app.answers == [False]


# -- save as ----------------------------------------------------------------------------------------------
async def test_save_as_shows_its_title_keys_and_what_to_type_with_the_cursor_in_the_name():
    app = Host(SaveAsScreen())
    async with app.run_test(size=SIZE):
        screen = app.screen
        box = screen.query_one(Vertical)
        assert box.border_title == "Save game as..."
        assert box.border_subtitle == "Enter saves · Esc cancels"
        assert words(screen) == ("A name for this save (letters, digits, - _ .), or a file path ending in .json:")
        name = screen.query_one("#save-name", Input)
        assert app.focused is name and name.placeholder == "e.g. tricky-start"
        assert problem(screen) == ""


async def test_save_as_takes_the_name_typed_without_spaces_around_it():
    app = Host(SaveAsScreen())
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press(*"  tricky ", "enter")
        await pilot.pause()
    assert app.answers == ["tricky"] and app.bells == 0


async def test_save_as_with_no_name_says_so_rings_and_stays_and_typing_clears_it():
    app = Host(SaveAsScreen())
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("space", "enter")
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, SaveAsScreen) and app.answers == []
        assert problem(screen) == "Type a name first (or Esc to cancel)."
        assert app.bells == 1
        await pilot.press("a")
        await pilot.pause()
        assert problem(screen) == ""


async def test_save_as_takes_the_name_typed_up_to_enter_when_keys_come_in_a_burst():
    app = Host(SaveAsScreen())
    async with app.run_test(size=SIZE) as pilot:
        await type_ahead(pilot, "a", "b", "enter", "c", "d")
        await pilot.pause()
    assert app.answers == ["ab"]


async def test_what_is_wrong_with_a_name_is_shown_as_typed_in_bold_red():
    app = Host(SaveAsScreen())
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press(*"[b]x/y", "enter")
        await pilot.pause()
        said = app.screen.query_one("#save-problem", Static)
        assert str(said.render()) == ("'[b]x/y' is neither a save name (letters, digits, '-', '_' or '.') "
                                      "nor a file path ending in .json.")
        assert said.styles.text_style.bold
        assert said.styles.color == Color.parse(app.get_css_variables()["text-error"])


async def test_in_a_terminal_too_small_for_save_as_what_is_wrong_is_scrolled_into_sight():
    app = Host(SaveAsScreen())
    async with app.run_test(size=(40, 10)) as pilot:
        box = app.screen.query_one(Vertical)
        assert box.max_scroll_y > 0 and box.scroll_y == 0  # the dialog is taller than the terminal
        await pilot.press("enter")
        await pilot.pause()
        said = app.screen.query_one("#save-problem", Static)
        assert str(said.render()) == "Type a name first (or Esc to cancel)."
        assert box.scroll_y == box.max_scroll_y and box.content_region.contains_region(said.region)


async def test_save_as_cancelled_with_esc_answers_nothing():
    app = Host(SaveAsScreen())
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press(*"abc", "escape")
        await pilot.pause()
    assert app.answers == [None]


async def test_save_as_over_a_save_asks_and_replaces_it_on_yes():
    saved("tricky")
    app = Host(SaveAsScreen())
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press(*"tricky", "enter")
        await pilot.pause()
        question = app.screen
        assert isinstance(question, YesNoScreen)
        about = about_save(save_path("tricky"))
        assert about.startswith("classic rules, dodecahedron cave, 1 turn played, in room ")
        assert words(question) == (f"There is already a save 'tricky' ({save_path('tricky')}):\n{about}.\n\n"
                                   "Replace it with this game?")
        assert question.query_one(Vertical).border_title == "Replace a save?"
        assert str(question.query_one("#yes", Button).label) == "Replace it (y)"
        assert str(question.query_one("#no", Button).label) == "Keep it (n)"
        assert question.query_one("#yes", Button).variant == "error" and app.focused.id == "no"
        await pilot.press("y")
        await pilot.pause()
    assert app.answers == ["tricky"]


async def test_save_as_over_a_save_kept_says_so_without_a_bell_and_stays():
    saved("tricky")
    app = Host(SaveAsScreen())
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press(*"tricky", "enter")
        await pilot.pause()
        await pilot.press("n")
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, SaveAsScreen) and app.answers == []
        assert problem(screen) == "Not saved: 'tricky' is as it was. Choose another name, or Esc to cancel."
        assert app.bells == 0


async def test_save_as_over_a_file_elsewhere_names_the_whole_path(tmp_path, monkeypatch):
    elsewhere = tmp_path / "mine"
    elsewhere.mkdir()
    (elsewhere / "game.json").write_text("{not json", encoding="utf-8")
    monkeypatch.chdir(elsewhere)
    app = Host(SaveAsScreen())
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press(*"./game.json", "enter")
        await pilot.pause()
        said = words(app.screen)
    assert said.startswith(f"There is already a file {(elsewhere / 'game.json').resolve()}:\na file that is no game")


async def test_save_as_a_new_file_path_takes_it_as_typed(tmp_path):
    app = Host(SaveAsScreen())
    typed = f"{tmp_path}/new.json"
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press(*typed, "enter")
        await pilot.pause()
    assert app.answers == [typed]


# -- the lists: load ----------------------------------------------------------------------------------------
async def test_the_load_list_names_itself_its_keys_and_each_save_with_when_it_was_saved():
    saved("alpha", 5, age=0)
    app = Host(LoadPicker())
    async with app.run_test(size=SIZE):
        screen = app.screen
        box = screen.query_one(Vertical)
        assert box.border_title == "Go on with a saved game"
        assert box.border_subtitle == "Enter loads it · Del deletes · Esc cancels"
        today = time.strftime("%H:%M", time.localtime(save_path("alpha").stat().st_mtime))
        assert lines(screen) == [f"alpha  {saves.summarize('alpha').about} · saved {today}"]
        assert not screen.query("#save-explanation")  # no game under way: nothing to say above the list
        assert problem(screen) == ""
        assert app.focused is screen.query_one("#save-list")


async def test_a_save_from_an_earlier_day_is_listed_with_its_day():
    saved("alpha", 5, age=3 * 86400)
    app = Host(LoadPicker())
    async with app.run_test(size=SIZE):
        day = time.strftime("%Y-%m-%d", time.localtime(save_path("alpha").stat().st_mtime))
        assert lines(app.screen)[0].endswith(f" · saved {day}")


async def test_the_load_list_leaves_out_finished_games_its_own_save_and_saves_played_elsewhere():
    saved("alpha", 5, age=30)
    saved("beta", 6, age=20)
    saved("mine", 7, age=10)
    saved("theirs", 8, age=5)
    save_game(record_for(won()), "done")
    app = Host(LoadPicker("mine", elsewhere=lambda name: name == "theirs"))
    async with app.run_test(size=SIZE) as pilot:
        assert names(app.screen) == ["beta", "alpha"]
        await pilot.press("down", "enter")
        await pilot.pause()
    assert app.answers == ["alpha"]


async def test_the_load_list_during_a_game_says_the_game_under_way_is_kept():
    saved("alpha")
    app = Host(LoadPicker(playing=True))
    async with app.run_test(size=SIZE):
        assert words(app.screen, "#save-explanation") == (
            "The game under way is kept as a save of its own once the loaded game's first turn is played.")


async def test_the_load_list_with_nothing_to_load_says_so_and_esc_closes_it():
    save_game(record_for(won()), "done")
    app = Host(LoadPicker(playing=True))
    async with app.run_test(size=SIZE) as pilot:
        screen = app.screen
        assert words(screen, "#save-explanation") == "No unfinished game is saved: save one with ctrl+s."
        assert screen.query_one(Vertical).border_subtitle == "Esc closes"
        await pilot.press("d")
        await pilot.pause()
        assert problem(screen) == "There is no save to delete here." and app.bells == 1
        await pilot.press("escape")
        await pilot.pause()
    assert app.answers == [None]


# -- the lists: replay --------------------------------------------------------------------------------------
async def test_the_replay_list_offers_this_game_first_and_watches_it():
    game = walked(8)
    saved("alpha")
    app = Host(SavePicker(record_for(game)))
    async with app.run_test(size=SIZE) as pilot:
        screen = app.screen
        box = screen.query_one(Vertical)
        assert box.border_title == "Replay a saved game"
        assert box.border_subtitle == "Enter watches · Del deletes · Esc cancels"
        assert names(screen) == ["this game", "alpha"]
        assert lines(screen)[0] == f"this game  {saves.describe(record_for(game))}"
        await pilot.press("enter")
        await pilot.pause()
    assert len(app.answers) == 1 and app.answers[0].actions == tuple(game.actions)


async def test_the_replay_list_watches_a_save_chosen():
    alpha = saved("alpha")
    app = Host(SavePicker(None))
    async with app.run_test(size=SIZE) as pilot:
        assert names(app.screen) == ["alpha"]
        await pilot.press("enter")
        await pilot.pause()
    assert [record.actions for record in app.answers] == [tuple(alpha.actions)]


async def test_a_game_not_begun_is_not_offered_and_its_own_save_is():
    saved("autosave", 3)
    app = Host(SavePicker(record_for(Game(None, "classic", 8))))
    async with app.run_test(size=SIZE):
        assert names(app.screen) == ["autosave"]


async def test_during_a_game_its_own_save_and_the_last_game_if_it_is_this_one_are_not_listed():
    game = walked(8)
    save_game(record_for(game), "autosave")
    save_game(record_for(game), "last")
    saved("alpha", 5, age=60)
    app = Host(SavePicker(record_for(game)))
    async with app.run_test(size=SIZE):
        assert names(app.screen) == ["this game", "alpha"]


async def test_during_a_game_a_save_the_player_made_of_it_is_listed():
    game = walked(8)
    save_game(record_for(game), "mine")
    app = Host(SavePicker(record_for(game)))
    async with app.run_test(size=SIZE):
        assert names(app.screen) == ["this game", "mine"]


async def test_during_a_game_a_last_game_that_cannot_be_read_is_listed_as_such():
    saves_dir().mkdir(parents=True)
    save_path("last").write_text("{not json", encoding="utf-8")
    app = Host(SavePicker(record_for(walked(8))))
    async with app.run_test(size=SIZE):
        assert names(app.screen) == ["this game", "last"]
        assert lines(app.screen)[1].startswith("last  (cannot be read) · saved ")


async def test_the_last_game_is_listed_when_it_is_another_game():
    game = walked(8)
    saved("last", 9)
    app = Host(SavePicker(record_for(game), own="mine"))
    async with app.run_test(size=SIZE):
        assert names(app.screen) == ["this game", "last"]


async def test_the_replay_list_with_nothing_to_watch_says_so():
    app = Host(SavePicker(None))
    async with app.run_test(size=SIZE):
        assert words(app.screen, "#save-explanation") == (
            "No saved games yet: finish a game, or save one with ctrl+s.")
        assert app.screen.query_one(Vertical).border_subtitle == "Esc closes"


async def test_a_damaged_save_of_the_players_chosen_says_why_and_stays_listed():
    saves_dir().mkdir(parents=True)
    save_path("broken").write_text("{not json", encoding="utf-8")
    app = Host(SavePicker(None))
    async with app.run_test(size=SIZE) as pilot:
        screen = app.screen
        await pilot.press("enter")
        await pilot.pause()
        assert app.answers == [] and app.screen is screen
        said = problem(screen)
        assert said.startswith("The save broken.json could not be used: ") and said.endswith(
            "; it is left as it is.")
        assert app.bells == 1 and names(screen) == ["broken"]
    assert save_path("broken").read_text(encoding="utf-8") == "{not json"


async def test_a_damaged_save_of_the_games_own_chosen_is_set_aside_and_unlisted():
    saved("alpha")
    saves_dir().joinpath("declined.json").write_text("{not json", encoding="utf-8")
    app = Host(SavePicker(None))
    async with app.run_test(size=SIZE) as pilot:
        screen = app.screen
        assert names(screen) == ["alpha", "declined"]
        await pilot.press("end", "enter")
        await pilot.pause()
        assert app.answers == [] and names(screen) == ["alpha"]
        assert [line.split("  ")[0] for line in lines(screen)] == ["alpha"]
        said = problem(screen)
        assert said.startswith("The save declined.json could not be used: ")
        assert f"; it was kept as {saves_dir() / 'declined.bad-'}" in said and said.endswith(".json.")
    assert not save_path("declined").exists() and len(list(saves_dir().glob("declined.bad-*.json"))) == 1


async def test_a_save_gone_when_chosen_says_so_and_is_unlisted():
    saved("alpha", age=10)
    saved("beta")
    app = Host(SavePicker(None))
    async with app.run_test(size=SIZE) as pilot:
        screen = app.screen
        save_path("beta").unlink()
        await pilot.press("enter")
        await pilot.pause()
        assert app.answers == [] and names(screen) == ["alpha"]
        assert [line.split("  ")[0] for line in lines(screen)] == ["alpha"]
        assert problem(screen) == "The save beta is gone."
        await pilot.press("enter")  # the line now highlighted is alpha's
        await pilot.pause()
    assert [record.seed for record in app.answers] == [5]


async def test_a_save_the_rules_cannot_play_through_is_not_played_back():
    refused("odd")
    refused("declined")
    with pytest.raises(RecordError) as refusal:
        check_record(GameRecord.from_json(save_path("odd").read_text(encoding="utf-8")))
    why = str(refusal.value)
    app = Host(SavePicker(None))
    async with app.run_test(size=SIZE) as pilot:
        screen = app.screen
        assert sorted(names(screen)) == ["declined", "odd"]
        await pilot.press("home", *["down"] * names(screen).index("odd"), "enter")
        await pilot.pause()
        assert problem(screen) == f"The save odd cannot be played back: {why}."
        assert "odd" in names(screen) and save_path("odd").exists()  # the player's own save stays as it is
        await pilot.press("home", *["down"] * names(screen).index("declined"), "enter")
        await pilot.pause()
        [aside] = saves_dir().glob("declined.bad-*.json")
        assert problem(screen) == f"The save declined cannot be played back: {why}; it was kept as {aside}."
        assert names(screen) == ["odd"] and app.answers == []
    assert not save_path("declined").exists()


# -- deleting from a list ----------------------------------------------------------------------------------
async def test_delete_asks_naming_the_save_and_where_it_goes_then_says_where_it_is():
    saved("alpha", age=10)
    saved("beta")
    app = Host(LoadPicker())
    async with app.run_test(size=SIZE) as pilot:
        picker = app.screen
        await pilot.press("delete")
        await pilot.pause()
        question = app.screen
        assert isinstance(question, YesNoScreen)
        about = about_save(save_path("beta"))
        assert about.startswith("classic rules, dodecahedron cave, 1 turn played, ")
        assert words(question) == (f"Delete the save 'beta'?\n\nC{about[1:]}.\n\n"
                                   f"It is moved to the folder {saves.deleted_dir()}, from where it can be moved back.")
        assert question.query_one(Vertical).border_title == "Delete a save?"
        assert str(question.query_one("#yes", Button).label) == "Delete it (y)"
        assert str(question.query_one("#no", Button).label) == "Keep it (n)"
        assert question.query_one("#yes", Button).variant == "error" and app.focused.id == "no"
        await pilot.press("y")
        await pilot.pause()
        assert app.screen is picker and names(picker) == ["alpha"]
        said = picker.query_one("#save-problem", Static)
        assert str(said.render()) == (f"Deleted the save 'beta': it is kept in {saves.deleted_dir() / 'beta.json'}, "
                                      "should you want it back.")
        assert said.has_class("-done") and app.bells == 0
        assert app.focused is picker.query_one("#save-list") and lines(picker)[0].startswith("alpha  ")
    assert not save_path("beta").exists() and (saves.deleted_dir() / "beta.json").exists()


async def test_delete_kept_says_so_not_as_a_problem():
    saved("alpha")
    app = Host(LoadPicker())
    async with app.run_test(size=SIZE) as pilot:
        picker = app.screen
        await pilot.press("d", "n")
        await pilot.pause()
        said = picker.query_one("#save-problem", Static)
        assert str(said.render()) == "The save 'alpha' is kept." and said.has_class("-done")
        assert app.bells == 0 and names(picker) == ["alpha"]
        save_path("alpha").unlink()  # gone meanwhile: said as a problem, and no longer listed
        await pilot.press("d")
        await pilot.pause()
        assert app.screen is picker
        assert str(said.render()) == "There is no save 'alpha' any more." and not said.has_class("-done")
        assert app.bells == 1 and names(picker) == []


async def test_a_save_gone_while_delete_was_asked_says_where_it_was_looked_for():
    saved("alpha", age=10)
    saved("beta")
    app = Host(LoadPicker())
    async with app.run_test(size=SIZE) as pilot:
        picker = app.screen
        await pilot.press("d")
        await pilot.pause()
        save_path("beta").unlink()
        await pilot.press("y")
        await pilot.pause()
        assert problem(picker) == f"There is no save 'beta' in {saves_dir()}."
        assert names(picker) == ["alpha"] and app.bells == 1


async def test_the_last_line_deleted_leaves_the_line_before_it_highlighted():
    saved("alpha", age=30)
    saved("beta", age=20)
    saved("gamma", age=10)
    app = Host(LoadPicker())
    async with app.run_test(size=SIZE) as pilot:
        picker = app.screen
        assert names(picker) == ["gamma", "beta", "alpha"]
        await pilot.press("end", "d", "y")
        await pilot.pause()
        assert names(picker) == ["gamma", "beta"]
        assert picker.query_one("#save-list", OptionList).highlighted == 1
        await pilot.press("enter")
        await pilot.pause()
    assert app.answers == ["beta"]


@pytest.mark.parametrize("playing", [True, False])
async def test_the_only_save_deleted_leaves_the_empty_lists_words_and_esc_closes_it(playing):
    saved("alpha")
    app = Host(LoadPicker(playing=playing))
    async with app.run_test(size=SIZE) as pilot:
        picker = app.screen
        assert len(picker.query("#save-explanation")) == int(playing)
        await pilot.press("d", "y")
        await pilot.pause()
        assert not picker.query("#save-list")
        said = picker.query("#save-explanation")
        assert [str(label.render()) for label in said] == ["No unfinished game is saved: save one with ctrl+s."]
        assert picker.query_one("#save-problem").region.y == said.first().region.bottom + 1  # a line apart
        assert picker.query_one(Vertical).border_subtitle == "Esc closes"
        assert str(picker.query_one("#save-problem").render()).startswith("Deleted the save 'alpha'")
        await pilot.press("escape")
        await pilot.pause()
    assert app.answers == [None]


async def test_during_a_game_the_only_save_deleted_from_ctrl_os_list_leaves_it_saying_so_and_plays_on():
    saved("alpha")
    app = make(seed=8)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("1")
        await pilot.press("ctrl+o")
        await pilot.pause()
        picker = app.screen
        assert isinstance(picker, LoadPicker) and names(picker) == ["alpha"]
        await pilot.press("d", "y")
        await pilot.pause()
        assert app.is_running and app.screen is picker
        assert str(picker.query_one("#save-explanation", Label).render()) == (
            "No unfinished game is saved: save one with ctrl+s.")
        await pilot.press("escape")
        await pilot.pause()
        assert app.screen is app.screen_stack[0] and len(app.game.actions) == 1 and not app.game.over
    assert not save_path("alpha").exists()


async def test_in_a_terminal_too_small_for_a_list_what_is_wrong_is_scrolled_into_sight():
    for n in range(6):
        saved(f"game-{n}", 5 + n, age=n)
    app = Host(LoadPicker(playing=True, in_use=lambda name: "it is busy"))
    async with app.run_test(size=(50, 12)) as pilot:
        picker = app.screen
        box = picker.query_one(Vertical)
        assert box.scroll_y == 0
        await pilot.press("d")
        await pilot.pause()
        said = picker.query_one("#save-problem", Static)
        assert str(said.render()) == "The save 'game-0' is not deleted: it is busy."
        assert box.max_scroll_y > 0 and box.scroll_y == box.max_scroll_y  # the words are more than fit
        assert box.content_region.contains_region(said.region)


async def test_the_words_of_a_list_stand_a_line_apart_from_what_follows_them():
    saved("alpha")
    app = Host(LoadPicker(playing=True))
    async with app.run_test(size=SIZE):
        explained = app.screen.query_one("#save-explanation").region
        assert app.screen.query_one("#save-list").region.y == explained.bottom + 1
    save_path("alpha").unlink()
    app = Host(SavePicker(None))
    async with app.run_test(size=SIZE):
        empty = app.screen.query_one("#save-explanation").region
        assert app.screen.query_one("#save-problem").region.y == empty.bottom + 1


async def test_what_a_list_says_is_wrong_is_in_bold_red_and_shown_as_written(tmp_path, monkeypatch):
    monkeypatch.setenv("WUMPUS_DATA_DIR", str(tmp_path / "[b]data"))
    saved("alpha")
    app = Host(LoadPicker())
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("d")
        await pilot.pause()
        save_path("alpha").unlink()
        await pilot.press("y")
        await pilot.pause()
        said = app.screen.query_one("#save-problem", Static)
        assert str(said.render()) == f"There is no save 'alpha' in {tmp_path}/[b]data/saves."
        assert said.styles.text_style.bold
        assert said.styles.color == Color.parse(app.get_css_variables()["text-error"])


@pytest.mark.parametrize(("size", "tall", "listed"), [((80, 24), 21, 13), ((100, 32), 24, 16)])
async def test_a_long_list_takes_the_room_the_dialog_has_and_no_more_than_sixteen_lines(size, tall, listed):
    for n in range(20):
        saved(f"game-{n}", 5 + n, age=n)
    app = Host(LoadPicker(playing=True))
    async with app.run_test(size=size) as pilot:
        await pilot.pause()
        box = app.screen.query_one(Vertical)
        # at 80x24 the dialog is nine tenths of the terminal, all of it in sight
        assert box.region.height == tall and box.max_scroll_y == 0
        assert app.screen.query_one("#save-list").region.height == listed


async def test_a_long_list_fits_the_terminal_again_once_it_is_made_smaller():
    for n in range(20):
        saved(f"game-{n}", 5 + n, age=n)
    app = Host(LoadPicker(playing=True))
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.pause()
        listed = app.screen.query_one("#save-list")
        assert listed.region.height == 16
        await pilot.resize_terminal(80, 24)
        await pilot.pause()
        await pilot.pause()
        box = app.screen.query_one(Vertical)
        assert box.region.height == 21 and box.max_scroll_y == 0 and listed.region.height == 13


async def test_a_save_the_list_is_told_is_in_use_is_not_deleted():
    saved("alpha")
    app = Host(LoadPicker(in_use=lambda name: "it is busy" if name == "alpha" else None))
    async with app.run_test(size=SIZE) as pilot:
        picker = app.screen
        await pilot.press("d")
        await pilot.pause()
        assert app.screen is picker
        assert problem(picker) == "The save 'alpha' is not deleted: it is busy."
        assert app.bells == 1
    assert save_path("alpha").exists()


async def test_the_lists_own_save_is_not_deleted_but_another_is():
    saved("autosave", 3)
    app = Host(SavePicker(None, own="mine"))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("d", "y")
        await pilot.pause()
        assert problem(app.screen).startswith("Deleted the save 'autosave'")
    app = Host(SavePicker(None))
    saved("autosave", 3)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("d")
        await pilot.pause()
        assert problem(app.screen) == ("The save 'autosave' is not deleted: it holds the game under way, "
                                       "kept after every turn.")
    assert save_path("autosave").exists()


async def test_this_game_in_the_replay_list_is_nothing_to_delete():
    app = Host(SavePicker(record_for(walked(8))))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("d")
        await pilot.pause()
        assert problem(app.screen) == "This game is the one on screen, not a save: there is nothing to delete."
        assert app.bells == 1 and isinstance(app.screen, SavePicker)


async def test_a_save_that_cannot_be_moved_away_is_said_with_a_capital_and_stays(monkeypatch):
    saved("alpha")

    def refuse(name):
        raise saves.StorageError(f"could not delete the save '{name}': no room; it is left as it is")

    monkeypatch.setattr(save_dialogs, "delete_save", refuse)
    app = Host(LoadPicker())
    async with app.run_test(size=SIZE) as pilot:
        picker = app.screen
        await pilot.press("d", "y")
        await pilot.pause()
        said = picker.query_one("#save-problem", Static)
        assert str(said.render()) == "Could not delete the save 'alpha': no room; it is left as it is."
        assert not said.has_class("-done") and app.bells == 1 and names(picker) == ["alpha"]


async def test_in_the_browser_a_deleted_save_is_said_gone_with_no_folder_to_find_it_in(monkeypatch):
    monkeypatch.setenv("WUMPUS_DATA_FOR_THIS_VISIT", "1")
    saved("alpha")
    app = Host(LoadPicker())
    async with app.run_test(size=SIZE) as pilot:
        picker = app.screen
        await pilot.press("d")
        await pilot.pause()
        about = about_save(save_path("alpha"))
        assert words(app.screen) == f"Delete the save 'alpha'?\n\nC{about[1:]}."
        await pilot.press("y")
        await pilot.pause()
        assert problem(picker) == "Deleted the save 'alpha'."


# -- small words --------------------------------------------------------------------------------------------
def test_a_save_is_dated_by_the_time_today_and_by_the_day_before_today():
    now = time.mktime((2026, 3, 14, 15, 0, 0, 0, 0, -1))
    assert save_dialogs._when(time.mktime((2026, 3, 14, 9, 5, 0, 0, 0, -1)), now) == "09:05"
    assert save_dialogs._when(time.mktime((2026, 3, 13, 23, 59, 0, 0, 0, -1)), now) == "2026-03-13"
    assert save_dialogs._when(time.mktime((2025, 3, 14, 9, 5, 0, 0, 0, -1)), now) == "2025-03-14"


def test_a_game_that_cannot_be_described_is_called_damaged():
    record = record_for(walked())
    assert save_dialogs._safe_describe(record) == saves.describe(record)
    odd = json.loads(record.to_json())
    odd["actions"][0] = ["move", 999]
    assert save_dialogs._safe_describe(type(record).from_json(json.dumps(odd))) == "(damaged)"
