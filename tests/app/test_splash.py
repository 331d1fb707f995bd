"""The animated splash screens: frames, timing, skipping, fallbacks and how each looks."""

from __future__ import annotations

import pytest
from textual.app import App
from textual.widgets import Static

from wumpus.app import splash
from wumpus.app.splash import KINDS, MAX_HEIGHT, MAX_WIDTH, SplashScreen, load_animation
from wumpus.assets import asset_path

DETAIL = "Score 93 - seed 42 - replay: wumpus --seed 42"


class Host(App[None]):
    """A bare app that shows one splash screen and records how it was dismissed."""

    def __init__(self, kind: str, animation: bool = True, detail: str = "") -> None:
        super().__init__()
        self.kind = kind
        self.splash_animation = animation
        self.detail = detail
        self.results: list[object] = []

    def compose(self):
        yield Static("the game behind the splash", id="behind")

    def on_mount(self) -> None:
        self.push_screen(
            SplashScreen(self.kind, animation=self.splash_animation, detail=self.detail),
            self.results.append,
        )


def frame_files(kind: str) -> list:
    return sorted(asset_path("splash", kind).glob("*.txt"))


def file_text(path) -> str:
    return "\n".join(line.rstrip() for line in path.read_text(encoding="utf-8").split("\n")).rstrip("\n")


def shown_art(screen: SplashScreen) -> str:
    art = screen.query_one("#splash-art", Static)
    plain = art.visual.plain if hasattr(art.visual, "plain") else str(art.render())
    return "\n".join(line.rstrip() for line in plain.split("\n")).rstrip("\n")


@pytest.fixture(autouse=True)
def fresh_cache():
    load_animation.cache_clear()
    yield
    load_animation.cache_clear()


# --- the frames on disk ------------------------------------------------------------------------


@pytest.mark.parametrize("kind", KINDS)
def test_every_kind_has_frames_that_load_and_fit(kind):
    files = frame_files(kind)
    assert 8 <= len(files) <= 24, f"{kind} has {len(files)} frames"
    for path in files:
        lines = path.read_text(encoding="utf-8").rstrip("\n").split("\n")
        assert len(lines) <= MAX_HEIGHT, f"{path.name} has {len(lines)} lines"
        assert max(len(line) for line in lines) <= MAX_WIDTH, path.name
        assert all(line.isascii() and line.isprintable() for line in lines), path.name
    animation = load_animation(kind)
    assert not animation.fallback
    assert len(animation.frames) == len(files)
    assert animation.width <= MAX_WIDTH and animation.height <= MAX_HEIGHT
    assert 0.02 <= animation.delay <= 0.5


@pytest.mark.parametrize("kind", KINDS)
def test_frames_are_animated_not_stills(kind):
    texts = [file_text(path) for path in frame_files(kind)]
    distinct = len(set(texts))
    assert distinct >= 8, f"{kind}: only {distinct} different frames"
    # consecutive frames differ in most steps: the picture moves
    changes = sum(a != b for a, b in zip(texts, texts[1:]))
    assert changes >= len(texts) - 2


@pytest.mark.parametrize("kind", KINDS)
def test_styles_colour_something_and_art_reads_without_them(kind):
    animation = load_animation(kind)
    assert animation.styles, f"{kind} has no colours"
    styled = animation.render(animation.last)
    assert styled.spans, f"{kind}'s last frame has no styled text"
    # the styles decorate the plain art, never change it
    assert styled.plain == animation.frames[animation.last]


def test_the_end_screens_say_what_happened_in_words():
    words = {
        "won": "AHA! YOU GOT THE WUMPUS!",
        "pit": "FELL IN PIT",
        "wumpus": "WUMPUS GOT YOU!",
        "own_arrow": "OUCH! ARROW GOT YOU!",
        "out_of_arrows": "OUT OF ARROWS",
        "exhausted": "EXHAUSTED",
    }
    for kind, text in words.items():
        last = load_animation(kind).frames[-1]
        assert text in last, kind
    assert "press any key" in load_animation("title").frames[-1]
    assert "YYY" in load_animation("pit").frames[-1]


def every_frame(animation) -> str:
    return "\n".join(animation.frames)


def test_an_ending_in_the_1973_words_keeps_the_art_as_drawn():
    for kind, words in {
        "pit": ("ZAP--SUPER BAT SNATCH! ELSEWHEREVILLE FOR YOU!", "YYYYIIIIIIIIII . . . FELL IN PIT",
                "HA HA HA - YOU LOSE!"),
        "wumpus": ("... OOPS! BUMPED A WUMPUS!", "TSK TSK TSK- WUMPUS GOT YOU!", "HA HA HA - YOU LOSE!"),
        "won": ("AHA! YOU GOT THE WUMPUS!", "HEE HEE HEE - THE WUMPUS'LL GETCHA NEXT TIME!!"),
    }.items():
        assert splash.in_words(load_animation(kind), words) is load_animation(kind), kind


def test_a_wumpus_that_was_not_bumped_is_not_said_to_have_been():
    # eaten by the wumpus an arrow woke: the 1973 game tells it with TSK TSK TSK alone
    missed = splash.in_words(load_animation("wumpus"), ("TSK TSK TSK- WUMPUS GOT YOU!", "HA HA HA - YOU LOSE!"))
    assert "BUMPED" not in every_frame(missed)
    assert "TSK TSK TSK- WUMPUS GOT YOU!" in missed.frames[missed.last]
    # the competition's wumpus eats at once, and a win or loss says the score
    eaten = splash.in_words(load_animation("wumpus"), ("TSK TSK TSK- WUMPUS GOT YOU!",
                                                        "HA HA HA - YOU LOSE! SCORE: 0"))
    assert "BUMPED" not in every_frame(eaten)
    last = eaten.frames[eaten.last]
    assert "HA HA HA - YOU LOSE! SCORE: 0" in last and "TSK TSK TSK- WUMPUS GOT YOU!" in last
    assert not eaten.under


def test_an_ending_in_other_words_is_told_in_them():
    pit = splash.in_words(load_animation("pit"), ("Aaaaaaaaahhhhhh....", "    You fall into a pit and die."))
    last = pit.frames[pit.last]
    assert "You fall into a pit and die." in last and "Aaaaaaaaahhhhhh...." in last
    assert "FELL IN PIT" not in every_frame(pit) and "HA HA HA" not in every_frame(pit)
    assert {len(frame.split("\n")[0]) for frame in pit.frames} == {pit.width}  # still one width


def test_a_caption_of_the_picture_stays_unless_the_version_says_otherwise():
    # the 1973 game says only HA HA HA when the last arrow misses: the quiver's caption stays
    classic = splash.in_words(load_animation("out_of_arrows"), ("HA HA HA - YOU LOSE!",))
    assert "YOU ARE OUT OF ARROWS!" in classic.frames[classic.last]
    told = splash.in_words(load_animation("out_of_arrows"), ("OUT OF ARROWS", "HA HA HA - YOU LOSE! SCORE: 0"))
    last = told.frames[told.last]
    assert "YOU ARE OUT OF ARROWS!" not in last and "OUT OF ARROWS" in last and "HA HA HA - YOU LOSE! SCORE: 0" in last


def test_the_1973_scream_is_heard_only_where_the_1973_game_screams():
    scream = "YYYYIIIIIIIIII . . ."
    classic = splash.in_words(load_animation("pit"), ("YYYYIIIIIIIIII . . . FELL IN PIT", "HA HA HA - YOU LOSE!"))
    assert scream in classic.frames[classic.last] and "YYYY" in load_animation("pit").frames[9]
    for words in (("YYYIIIEEEE  FELL IN A PIT!!", "Game Over."), ("Aaaaaaaaahhhhhh....", "You fall into a pit and die.")):
        other = splash.in_words(load_animation("pit"), words)
        falling = [frame for frame in other.frames if "Y" in frame.replace("You", "").replace(words[0], "")]
        assert not falling, words
        assert words[0] in other.frames[other.last] and words[1] in other.frames[other.last]


def test_words_written_over_the_art_keep_a_space_from_its_texture():
    words = ("Maybe Darwin was right.  You're dead.", "Game over.")
    art = splash.in_words(load_animation("own_arrow"), words)
    for word in words:
        line = next(line for line in art.frames[art.last].split("\n") if word in line)
        at = line.index(word)
        assert line[at - 1] == " " and line[at + len(word)] == " ", line


def test_words_too_long_for_the_art_are_told_under_it():
    words = ("A super bat grabs you! It carries you to cave 9.",
             "You fall into a bottomless pit! You are dead.", "You lose.")
    pit = splash.in_words(load_animation("pit"), words)
    assert "FELL IN PIT" not in every_frame(pit) and "HA HA HA" not in every_frame(pit)
    assert pit.under == words[-2:]
    eaten = splash.in_words(load_animation("wumpus"), (
        "You briefly feel a slimy tentacled arm as your neck is snapped.", "It is over."))
    assert "TSK" not in every_frame(eaten) and "BUMPED" not in every_frame(eaten)
    assert eaten.under == ("You briefly feel a slimy tentacled arm as your neck is snapped.", "It is over.")


def test_an_exhausted_hunter_is_not_told_what_the_wumpus_did():
    for words in ((), ("YOU COLLAPSE, EXHAUSTED, AFTER 100 MOVES", "HA HA HA - YOU LOSE! SCORE: 0")):
        animation = splash.in_words(load_animation("exhausted"), words)
        assert "woke" not in every_frame(animation)
    assert "HA HA HA - YOU LOSE! SCORE: 0" in animation.frames[animation.last]


async def test_words_under_the_art_leave_the_score_and_keys_on_an_80x24_screen():
    words = ("You fall into a bottomless pit! You are dead.", "You lose.")

    class Said(App[None]):
        def on_mount(self) -> None:
            self.push_screen(SplashScreen("pit", animation=False, detail=DETAIL + "\nsecond line", words=words))

    app = Said()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        screen = app.screen
        under = screen.query_one("#splash-words", Static)
        assert str(under.render()).split("\n") == list(words)
        for name in ("#splash-art", "#splash-words", "#splash-detail", "#splash-hint"):
            region = screen.query_one(name).region
            assert region.height and region.y >= 0 and region.bottom <= 24, name
        assert screen.query_one("#splash-words").region.y == screen.query_one("#splash-art").region.bottom


def test_broken_frames_tell_the_games_own_words(tmp_path, monkeypatch):
    use_assets(monkeypatch, tmp_path)
    animation = splash.in_words(load_animation("pit"), ("You fall into a bottomless pit! You are dead.", "You lose."))
    assert animation.fallback and "FELL IN PIT" not in every_frame(animation)
    assert animation.under == ("You fall into a bottomless pit! You are dead.", "You lose.")


def test_only_the_title_loops():
    for kind in KINDS:
        animation = load_animation(kind)
        if kind == "title":
            assert animation.loop_from is not None and 0 < animation.loop_from < animation.last
        else:
            assert animation.loop_from is None, kind


# --- broken or missing assets -----------------------------------------------------------------


def use_assets(monkeypatch, root):
    monkeypatch.setattr(splash, "asset_path", lambda *parts: root.joinpath(*parts))


@pytest.mark.parametrize(
    "breakage",
    ["missing", "empty_folder", "not_utf8", "too_wide", "too_tall", "empty_file", "control_chars"],
)
def test_broken_frames_fall_back_to_a_plain_title(tmp_path, monkeypatch, breakage):
    folder = tmp_path / "splash" / "pit"
    if breakage != "missing":
        folder.mkdir(parents=True)
        (folder / "01.txt").write_text("a fine frame\n", encoding="utf-8")
    contents = {
        "not_utf8": b"\xff\xfe\x00bad",
        "too_wide": b"x" * (MAX_WIDTH + 1),
        "too_tall": b"x\n" * (MAX_HEIGHT + 1),
        "empty_file": b"\n\n",
        "control_chars": b"ok\x1b[31mred",
    }
    if breakage in contents:
        (folder / "02.txt").write_bytes(contents[breakage])
    if breakage == "empty_folder":
        (folder / "01.txt").unlink()
    use_assets(monkeypatch, tmp_path)
    animation = load_animation("pit")
    assert animation.fallback
    assert len(animation.frames) == 1
    assert "H U N T   T H E   W U M P U S" in animation.frames[0]
    assert "FELL IN PIT" in animation.frames[0]


def test_unknown_kind_falls_back():
    animation = load_animation("dragon")
    assert animation.fallback
    assert "W U M P U S" in animation.frames[0]


@pytest.mark.parametrize(
    "toml",
    [
        "delay = [",  # not TOML at all
        'delay = "fast"\nloop_from = 99\n[[style]]\npattern = "("\nstyle = "bold"\n',
        '[[style]]\npattern = "a"\nstyle = "not-a-colour-at-all"\n[[style]]\nstyle = "bold"\n',
        'style = "nonsense"\n',
        '[[style]]\npattern = "f"\nstyle = "bold"\nlines = [1]\n',
    ],
)
def test_broken_settings_keep_the_frames_and_use_defaults(tmp_path, monkeypatch, toml):
    folder = tmp_path / "splash" / "won"
    folder.mkdir(parents=True)
    (folder / "01.txt").write_text("frame one\n", encoding="utf-8")
    (folder / "02.txt").write_text("frame two, longer\n", encoding="utf-8")
    (folder / "frames.toml").write_text(toml, encoding="utf-8")
    use_assets(monkeypatch, tmp_path)
    animation = load_animation("won")
    assert not animation.fallback
    assert [f.rstrip() for f in animation.frames] == ["frame one", "frame two, longer"]
    assert animation.delay == splash.DEFAULT_DELAY
    assert animation.loop_from is None
    assert animation.styles == ()
    animation.render(1)  # renders without error


def test_style_rules_respect_frames_lines_and_columns(tmp_path, monkeypatch):
    folder = tmp_path / "splash" / "won"
    folder.mkdir(parents=True)
    (folder / "01.txt").write_text("ab ab\nab ab\n", encoding="utf-8")
    (folder / "02.txt").write_text("ab ab\nab ab\n", encoding="utf-8")
    (folder / "frames.toml").write_text(
        'delay = 0.05\n[[style]]\npattern = "ab"\nstyle = "bold"\nframes = [2, 2]\nlines = [2, 2]\ncolumns = [3, 5]\n',
        encoding="utf-8",
    )
    use_assets(monkeypatch, tmp_path)
    animation = load_animation("won")
    assert animation.delay == 0.05
    assert animation.render(0).spans == []
    spans = [(s.start, s.end, str(s.style)) for s in animation.render(1).spans]
    # line 2 starts at offset 6; only the second "ab" (columns 4-5) is inside columns 3-5
    assert spans == [(9, 11, "bold")]


# --- the screen -------------------------------------------------------------------------------


async def test_animation_off_shows_the_final_frame_at_once():
    app = Host("won", animation=False, detail=DETAIL)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, SplashScreen)
        assert not screen.animating
        last = frame_files("won")[-1]
        assert screen.frame_index == len(frame_files("won")) - 1
        assert shown_art(screen) == file_text(last)
        assert screen.frame_text == file_text(last)
        assert str(screen.query_one("#splash-detail", Static).visual.plain) == DETAIL


async def test_reduced_animation_setting_shows_the_final_frame():
    app = Host("pit", animation=True)
    app.animation_level = "none"
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, SplashScreen)
        assert not screen.animating
        assert shown_art(screen) == file_text(frame_files("pit")[-1])


async def test_the_timer_advances_the_frames():
    app = Host("pit", animation=True)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, SplashScreen)
        assert screen.animating
        first = screen.frame_index
        assert first < len(frame_files("pit")) - 1
        await pilot.pause(load_animation("pit").delay * 4)
        assert screen.frame_index >= first + 1
        assert shown_art(screen) == file_text(frame_files("pit")[screen.frame_index])


async def test_an_ending_stops_on_its_last_frame():
    app = Host("own_arrow", animation=True)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, SplashScreen)
        last = len(frame_files("own_arrow")) - 1
        # fast-forward: drive the timer's callback directly, past the end
        for _ in range(last + 5):
            screen._advance()
        assert screen.frame_index == last
        assert not screen.animating


async def test_the_title_loops_its_idle_frames():
    app = Host("title", animation=True)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, SplashScreen)
        animation = load_animation("title")
        while screen.frame_index < animation.last:
            screen._advance()
        screen._advance()
        assert screen.frame_index == animation.loop_from
        seen = set()
        for _ in range(2 * len(animation.frames)):
            screen._advance()
            seen.add(screen.frame_index)
        assert screen.animating
        assert seen == set(range(animation.loop_from, animation.last + 1))


@pytest.mark.parametrize("key", ["space", "enter", "escape", "tab", "q", "x", "up", "f1", "ctrl+x"])
async def test_any_key_dismisses(key):
    app = Host("wumpus", animation=True)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, SplashScreen)
        await pilot.press(key)
        await pilot.pause()
        assert not isinstance(app.screen, SplashScreen)
        assert app.results == [None]


class QuittingHost(Host):
    BINDINGS = [("q", "quit", "Quit")]


async def test_the_apps_own_keys_only_dismiss_the_splash():
    app = QuittingHost("won")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.press("q")
        await pilot.pause()
        assert app.results == [None]
        assert app.is_running  # "q" skipped the splash; it did not quit the game
        await pilot.press("q")
        await pilot.pause()
        assert not app.is_running


async def test_a_click_dismisses():
    app = Host("title", animation=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, SplashScreen)
        await pilot.click(offset=(3, 3))
        await pilot.pause()
        assert not isinstance(app.screen, SplashScreen)
        assert app.results == [None]


async def test_many_keys_dismiss_only_once():
    app = Host("exhausted", animation=True)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.press("a", "b", "c")
        await pilot.pause()
        assert app.results == [None]
        assert app.screen.query_one("#behind", Static)


async def test_broken_frames_still_show_a_screen_that_dismisses(tmp_path, monkeypatch):
    use_assets(monkeypatch, tmp_path)  # an empty assets folder: nothing to play
    app = Host("out_of_arrows", animation=True, detail=DETAIL)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, SplashScreen)
        assert not screen.animating
        assert "YOU ARE OUT OF ARROWS!" in shown_art(screen)
        await pilot.press("space")
        await pilot.pause()
        assert app.results == [None]


# --- how each kind looks (final frame, no animation) ------------------------------------------


@pytest.mark.parametrize("kind", KINDS)
def test_snapshot_final_frame(kind, snap_compare):
    detail = "" if kind == "title" else DETAIL
    assert snap_compare(Host(kind, animation=False, detail=detail), terminal_size=(80, 24))


def test_the_end_screen_tells_the_ending_in_the_lines_that_told_it():
    from wumpus.app.main import closing_words

    from ..engine.helpers import at, scripted

    # a wumpus woken by a missed arrow walks in: MISSED is the shot's, not the ending's
    game = scripted("classic", at(13, 20, pits=(15, 16), bats=(17, 18)), [0.0])
    words = closing_words(game, game.shoot([12]))
    assert words == ("TSK TSK TSK- WUMPUS GOT YOU!", "HA HA HA - YOU LOSE!")
    assert "BUMPED" not in every_frame(splash.in_words(load_animation("wumpus"), words))
    # the last arrow missing, in the 1973 words: the quiver's caption says why the game is lost
    game = scripted("classic", at(1, 20, pits=(15, 16), bats=(17, 18)), [0.8] * 5)
    for _ in range(5):
        result = game.shoot([2])
    assert game.cause == "out_of_arrows" and closing_words(game, result) == ("HA HA HA - YOU LOSE!",)
    told = splash.in_words(load_animation("out_of_arrows"), closing_words(game, result))
    assert "YOU ARE OUT OF ARROWS!" in told.frames[told.last]


@pytest.mark.parametrize("width", [72, 64])
async def test_a_screen_narrower_than_the_art_shows_its_middle(width):
    app = Host("wumpus", animation=False, detail=DETAIL)
    async with app.run_test(size=(width, 24)) as pilot:
        await pilot.pause()
        screen = app.screen
        art = screen.query_one("#splash-art", Static)
        assert art.region.width == width and art.region.x == 0
        shown = shown_art(screen)
        assert "|    TSK TSK TSK- WUMPUS GOT YOU!     |" in shown  # the sign whole, both its sides
        full = load_animation("wumpus").frames[-1].split("\n")
        cut = (len(full[0]) - width) // 2
        assert shown.split("\n")[0] == full[0][cut:cut + width].rstrip()


@pytest.mark.parametrize("rules", ["classic", "spec", "teaching", "tournament", "gentle", "fiend", "wump3"])
def test_the_log_ends_a_game_in_the_words_the_end_screen_quotes(rules):
    """The full-screen log words some events in its own lines, where the version is silent, but never
    rewords the version's own words for the ending, which the end screen quotes."""
    import random

    from wumpus.app.main import ENDING_EVENTS, SPLASH_FOR_CAUSE
    from wumpus.engine import Game, IllegalAction, Move, Shoot

    endings = set()
    for seed in range(300):
        game, dice = Game(None, rules, seed), random.Random(seed)
        result = ()
        while not game.over and len(game.actions) < 60:
            here = game.hunter
            try:
                if dice.random() < 0.3:
                    result = game.apply(Shoot(tuple(dice.sample(sorted(game.cave.exits[here]), 1))))
                else:
                    result = game.apply(Move(dice.choice(game.tunnels)))
            except IllegalAction:
                continue
        if not game.over:
            continue
        endings.add(game.cause)
        telling = ENDING_EVENTS[SPLASH_FOR_CAUSE[game.cause]]
        for event in result:
            said = game.messages.render(event)
            if isinstance(event, telling) and said is not None:
                assert game.messages.render(event, narrate=True) == said, (seed, event)
    assert {"pit", "wumpus_killed"} <= endings and len(endings) >= 3


def test_frames_that_type_the_words_out_type_the_versions_own():
    words = ("Your arrow hits the wumpus!", "You win! The wumpus is dead.")
    won = splash.in_words(load_animation("won"), words)
    assert "AHA" not in every_frame(won) and "HEE" not in every_frame(won)
    typed = [line.strip() for frame in won.frames for line in frame.split("\n") if line.strip().startswith("You")]
    assert any(words[0].startswith(t) and t != words[0] for t in typed)  # typed out, a part at a time
    assert words[0] in typed and words[1] in typed
    own = splash.in_words(load_animation("own_arrow"), ("Maybe Darwin was right.  You're dead.", "Game over."))
    assert "OUCH" not in every_frame(own)


async def test_the_end_screens_lines_fit_the_smallest_terminal_the_game_plays_in_with_the_longest_seed():
    from wumpus.app.main import splash_screen
    from wumpus.app.saving import end_detail
    from wumpus.engine import Game

    game = Game(rules="classic", seed=10**19 - 1)
    game.move(game.tunnels[0])
    while not game.over:
        game.shoot([game.tunnels[0]])
    first = end_detail(game, True).split("\n")[0]
    assert len(first) <= 72, first

    class Ended(App[None]):
        def on_mount(self) -> None:
            self.push_screen(splash_screen("out_of_arrows", False, end_detail(game, True)))

    app = Ended()
    async with app.run_test(size=(72, 24)) as pilot:
        await pilot.pause()
        hint = app.screen.query_one("#splash-hint", Static)
        assert hint.region.height == 1 and hint.region.bottom <= 24


@pytest.mark.parametrize("kind", ["title", "won"])
async def test_a_screen_too_small_for_the_art_says_on_its_last_line_to_press_a_key(kind):
    app = Host(kind, animation=False)
    async with app.run_test(size=(40, 12)) as pilot:
        await pilot.pause()
        hint = app.screen.query_one("#splash-cramped-hint", Static)
        assert hint.display and str(hint.render()) == "press any key"
        assert hint.region.bottom == 12  # the screen's last line, whatever the art
        await pilot.resize_terminal(80, 24)
        await pilot.pause()
        assert not hint.display  # the art has room for its own words again
