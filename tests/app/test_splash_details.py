"""The splash screens in detail: where the colours fall, the plain stand-in, the words under the art,
what is shown on a small or narrow screen, the first frame, and the keys and clicks it takes."""

from __future__ import annotations

import re

import pytest
from rich.style import Style
from textual.app import App
from textual.widgets import Static

from wumpus.app import splash
from wumpus.app.splash import SplashScreen, load_animation

from .helpers import type_ahead

DETAIL = "Score 93 · seed 42 · n new game · r same set-up again"
TITLE = "H U N T   T H E   W U M P U S"


@pytest.fixture(autouse=True)
def fresh_cache():
    load_animation.cache_clear()
    yield
    load_animation.cache_clear()


def use_assets(monkeypatch, root):
    monkeypatch.setattr(splash, "asset_path", lambda *parts: root.joinpath(*parts))


def write_kind(root, kind: str, frames: list[str], toml: str = "") -> None:
    folder = root / "splash" / kind
    folder.mkdir(parents=True)
    for number, frame in enumerate(frames, 1):
        (folder / f"{number:02}.txt").write_text(frame + "\n", encoding="utf-8")
    if toml:
        (folder / "frames.toml").write_text(toml, encoding="utf-8")


class Host(App[None]):
    """A bare app showing one splash screen, recording what it was dismissed with."""

    def __init__(self, kind: str, **options) -> None:
        super().__init__()
        self.kind = kind
        self.options = options
        self.results: list[object] = []

    def compose(self):
        yield Static("the game behind the splash", id="behind")

    def on_mount(self) -> None:
        self.push_screen(SplashScreen(self.kind, **self.options), self.results.append)


def shown_lines(screen: SplashScreen) -> list[str]:
    art = screen.query_one("#splash-art", Static)
    return [line.rstrip() for line in art.visual.plain.split("\n")]


# -- colours -----------------------------------------------------------------------------------------
def test_each_colour_falls_only_in_the_frames_lines_and_columns_its_rule_names(tmp_path, monkeypatch):
    # lines start at offsets 0, 6 and 12
    frame = "ab ab\nxx ab\nab xx"
    write_kind(tmp_path, "won", [frame] * 4, (
        '[[style]]\npattern = "ab"\nstyle = "bold"\nframes = [2, 3]\n'
        # lines from 0: the frame has none before its first
        '[[style]]\npattern = "ab"\nstyle = "italic"\nlines = [0, 1]\n'
        '[[style]]\npattern = "ab"\nstyle = "underline"\nlines = [3, 3]\ncolumns = [1, 1]\n'
    ))
    use_assets(monkeypatch, tmp_path)
    animation = load_animation("won")

    def spans(index: int, style: str) -> list[tuple[int, int]]:
        return [(s.start, s.end) for s in animation.render(index).spans if s.style == Style.parse(style)]

    for index in range(4):
        shown = spans(index, "bold")
        # every "ab" of frames 2 and 3, none in frames 1 and 4
        assert shown == ([(0, 2), (3, 5), (9, 11), (12, 14)] if index in (1, 2) else []), index
        assert spans(index, "italic") == [(0, 2), (3, 5)]  # only the first line
        assert spans(index, "underline") == [(12, 13)]  # the third line's first column only
        assert animation.render(index).plain == frame


@pytest.mark.parametrize("broken", [
    'style = ["bold", 3]',  # not tables
    '[[style]]\npattern = "f"\nstyle = "bold"\nlines = [1.5, 2]',
    '[[style]]\npattern = "f"\nstyle = "bold"\nlines = ["1", 2]',
    '[[style]]\npattern = "f"\nstyle = "bold"\ncolumns = [true, 2]',
    '[[style]]\npattern = "f"\nstyle = "bold"\nframes = [1, 2, 3]',
])
async def test_a_style_written_wrongly_only_loses_its_colour(tmp_path, monkeypatch, broken):
    write_kind(tmp_path, "won", ["first frame", "final frame"], "delay = 2.0\n" + broken + "\n")
    use_assets(monkeypatch, tmp_path)
    animation = load_animation("won")
    assert not animation.fallback and animation.styles == ()
    app = Host("won", animation=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert shown_lines(app.screen) == ["final frame"]


def test_a_tab_in_a_frame_reaches_the_next_of_every_eighth_column(tmp_path, monkeypatch):
    write_kind(tmp_path, "won", ["a\tb\n\tc", "12345678\td"])
    use_assets(monkeypatch, tmp_path)
    first, second = (frame.split("\n") for frame in load_animation("won").frames)
    assert [line.rstrip() for line in first] == ["a       b", "        c"]
    assert second[0].rstrip() == "12345678        d"


@pytest.mark.parametrize(("written", "delay"), [
    ("delay = 5", splash.MAX_DELAY),  # at most two seconds a frame
    ("delay = 0.001", splash.MIN_DELAY),
    ("delay = true", splash.DEFAULT_DELAY),  # not a number of seconds
    ("delay = 1", 1.0),
])
def test_the_time_between_frames_is_kept_within_bounds(tmp_path, monkeypatch, written, delay):
    write_kind(tmp_path, "won", ["first frame", "final frame"], written + "\n")
    use_assets(monkeypatch, tmp_path)
    assert load_animation("won").delay == delay


@pytest.mark.parametrize(("loop_from", "then"), [
    (1, ["one", "two", "three", "one", "two", "three", "one"]),  # round and round
    (3, ["one", "two", "three", "three", "three", "three", "three"]),  # the last frame held, still playing
    (0, None),  # no frame 0: it stops on its last
    (4, None),  # no frame 4 of three
    ("true", None),
])
async def test_an_animation_plays_on_from_the_frame_its_loop_names(tmp_path, monkeypatch, loop_from, then):
    write_kind(tmp_path, "title", ["one", "two", "three"], f"delay = 2.0\nloop_from = {loop_from}\n")
    use_assets(monkeypatch, tmp_path)
    app = Host("title")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        screen = app.screen
        seen = [shown_lines(screen)[0]]
        for _ in range(6):
            screen._advance()
            seen.append(shown_lines(screen)[0])
        if then is None:
            assert seen == ["one", "two", "three", "three", "three", "three", "three"]
            assert not screen.animating
        else:
            assert seen == then and screen.animating


# -- the plain stand-in for frames that cannot be read -------------------------------------------------
def test_the_plain_stand_in_is_the_title_over_the_endings_words(tmp_path, monkeypatch):
    use_assets(monkeypatch, tmp_path)  # no frames at all
    pit = load_animation("pit")
    assert pit.frames == (f" {TITLE}  \n{' ' * 32}\nYYYYIIIIIIIIII . . . FELL IN PIT",)
    title = load_animation("title")
    assert title.frames == (TITLE,)  # the title says nothing under itself


@pytest.mark.parametrize(("kind", "hint"), [
    ("title", ""),  # the title's art says to press a key
    ("won", "press any key"),
    ("pit", "press any key"),
    ("exhausted", "press any key"),
])
async def test_the_line_under_the_art_says_to_press_a_key_unless_the_art_says_it(kind, hint):
    app = Host(kind, animation=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert str(app.screen.query_one("#splash-hint", Static).render()) == hint


async def test_the_plain_stand_in_for_the_title_says_to_press_a_key(tmp_path, monkeypatch):
    use_assets(monkeypatch, tmp_path)
    app = Host("title", animation=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert shown_lines(app.screen) == [TITLE]
        assert str(app.screen.query_one("#splash-hint", Static).render()) == "press any key"


async def test_broken_frames_tell_an_ending_in_other_words_under_the_plain_title(tmp_path, monkeypatch):
    use_assets(monkeypatch, tmp_path)
    words = ("Maybe Darwin was right.  You're dead.", "Game over.")
    app = Host("own_arrow", animation=False, words=words, detail=DETAIL)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        screen = app.screen
        assert shown_lines(screen) == [TITLE]  # not the 1973 words, which the game did not say
        assert str(screen.query_one("#splash-words", Static).render()).split("\n") == list(words)


# -- the ending in the version's own words -------------------------------------------------------------
UPPER_1973 = re.compile(r"\b(AHA|YOU|GOT|THE|WUMPUS|HEE|LL|GETCHA|NEXT|TIME)\b")


def test_words_typed_out_in_the_art_are_the_versions_typed_as_far_as_the_art_typed_its_own():
    art = load_animation("won")
    words = ("Your arrow hits the wumpus!", "You win! The wumpus is dead.")
    told = splash.in_words(art, words)
    assert not any(UPPER_1973.search(frame) for frame in told.frames)  # none of the 1973 words is left
    for word, phrase in zip(words, ("AHA! YOU GOT THE WUMPUS!", "HEE HEE HEE - THE WUMPUS'LL GETCHA NEXT TIME!!")):
        row, column = next((row, line.index(word)) for row, line in enumerate(told.frames[told.last].split("\n"))
                           if word in line)
        place = art.frames[art.last].split("\n")[row].index(phrase)
        typed = []
        for before, after in zip(art.frames, told.frames):
            own = before.split("\n")[row][place:place + len(phrase)].rstrip()
            if len(own) >= 3 and phrase.startswith(own) and own != phrase:  # the art types its own words
                # here a part of the version's words, as large a part of them as the art had typed of its own
                shown = after.split("\n")[row][column:column + len(word)].rstrip()
                assert shown and word.startswith(shown) and shown != word, shown
                assert abs(len(shown) / len(word) - len(own) / len(phrase)) < 0.05, (shown, own)
                typed.append(shown)
        assert typed and typed == sorted(typed, key=len)  # growing, frame by frame
    assert typed == ["You win! The wu"]  # the second line is typed out in one frame


def test_a_line_as_wide_as_its_place_in_the_art_is_told_in_the_art():
    fits = "You drop into a deep pit. Oof!"  # the pit's places hold 30 columns
    assert len(fits) == 30
    pit = splash.in_words(load_animation("pit"), (fits, "Game over."))
    assert not pit.under and fits in pit.frames[pit.last] and "Game over." in pit.frames[pit.last]
    over = splash.in_words(load_animation("pit"), (fits + "!", "Game over."))
    assert over.under == (fits + "!", "Game over.") and "Game over." not in "\n".join(over.frames)


def test_a_line_as_wide_as_the_art_is_told_across_it():
    line = "You have walked so far that you can walk no more, and you sit down to rest!!"
    assert len(line) == 76
    tired = splash.in_words(load_animation("exhausted"), (line, "Game over."))
    rows = tired.frames[tired.last].split("\n")
    assert line in rows and "Game over." in "\n".join(rows) and not tired.under
    assert tired.width == 76


@pytest.mark.parametrize(("kind", "words"), [
    ("won", ("Your arrow hits the wumpus!", "You win! The wumpus is dead.")),
    ("own_arrow", ("Maybe Darwin was right.  You're dead.", "Game over.")),
    ("wumpus", ("Chomp.", "Game over.")),
    ("pit", ("YYYYIIIIIIIIII . . . FELL IN PIT", "You lose, and that is that.")),
    ("exhausted", ("You are too tired to go on.", "Game over.")),
    ("wumpus_dropped", ("A bat drops a wumpus on you!", "It eats you.")),
])
def test_each_line_said_stands_centred_where_the_art_wrote_its_own_and_the_art_around_is_left(kind, words):
    art = load_animation(kind)
    told = splash.in_words(art, words)
    voice = splash.VOICED[kind]
    before = [line.ljust(art.width) for line in art.frames[art.last].split("\n")]
    after = [line.ljust(told.width) for line in told.frames[told.last].split("\n")]
    changed = set()
    for word, phrase, line in zip(words[-len(voice.phrases):], voice.phrases[-len(words):], voice.lines[-len(words):]):
        if word == line:
            continue  # the 1973 line, said: the art's own words stay
        row = next(row for row, line in enumerate(before) if phrase in line)
        start, at = before[row].index(phrase), after[row].find(word)
        assert at >= 0, (word, after[row])
        # centred where the phrase was, to half a column
        assert abs((at + len(word) / 2) - (start + len(phrase) / 2)) <= 0.5, (word, at, start)
        # a space either side, unless the art's border stands there
        for column in (at - 1, at + len(word)):
            assert after[row][column] == " " or after[row][column] == before[row][column] in splash.BORDERS
        changed |= {(row, column) for column in range(min(start, at - 1), max(start + len(phrase), at + len(word) + 1))}
    for row, (old, new) in enumerate(zip(before, after)):
        kept = [(old[c], new[c]) for c in range(len(old)) if (row, c) not in changed and old[c] != new[c]]
        assert not kept, (row, old, new)


# -- where the parts stand -----------------------------------------------------------------------------
@pytest.mark.parametrize("detail", ["", DETAIL])
async def test_the_art_stands_in_the_middle_with_the_detail_and_the_hint_right_under_it(detail):
    app = Host("won", animation=False, detail=detail)
    async with app.run_test(size=(100, 30)) as pilot:
        await pilot.pause()
        screen = app.screen
        art = screen.query_one("#splash-art").region
        hint = screen.query_one("#splash-hint").region
        assert (art.x, art.width, art.height) == ((100 - 76) // 2, 76, 18)
        assert not screen.query("#splash-words")  # no words under the art: no line kept for them
        if detail:
            said = screen.query_one("#splash-detail").region
            assert said.y == art.bottom + 1 and said.height == 1  # one blank line between
            assert hint.y == said.bottom
        else:
            assert not screen.query("#splash-detail")
            assert hint.y == art.bottom
        # the whole is in the middle of the screen, top to bottom as well
        top, bottom = art.y, hint.bottom
        assert abs(top - (30 - bottom)) <= 1


# -- a small screen -----------------------------------------------------------------------------------
WORDS_UNDER = ("You fall into a bottomless pit! You are dead.", "You lose.")


@pytest.mark.parametrize(("kind", "options", "rows"), [
    ("won", {}, 18 + 1),  # the art and the hint
    ("won", {"detail": DETAIL}, 18 + 2 + 1),  # a blank line and the detail
    ("pit", {"detail": DETAIL, "words": WORDS_UNDER}, 18 + 2 + 2 + 1),  # and two lines of words
])
async def test_the_last_line_says_to_press_a_key_just_when_the_hint_would_not_be_seen(kind, options, rows):
    for size, cramped in (((76, rows), False), ((76, rows - 1), True), ((75, rows), True)):
        app = Host(kind, animation=False, **options)
        async with app.run_test(size=size) as pilot:
            await pilot.pause()
            screen = app.screen
            hint = screen.query_one("#splash-hint").region
            art = screen.query_one("#splash-art").region
            seen = hint.height == 1 and hint.bottom <= size[1] and art.width == 76
            assert seen is not cramped, size
            assert screen.query_one("#splash-cramped-hint").display is cramped, size


async def test_the_end_screens_two_lines_of_detail_are_counted_when_the_screen_is_short():
    # the end screen says the score and keys, then how to deal the same set-up again: on a screen one line
    # too short for both and the hint, the last line says to press a key
    detail = DETAIL + "\nThe same set-up anywhere: wumpus --seed 42"
    for height, cramped in ((18 + 3 + 1, False), (18 + 3, True)):
        app = Host("won", animation=False, detail=detail)
        async with app.run_test(size=(76, height)) as pilot:
            await pilot.pause()
            screen = app.screen
            hint = screen.query_one("#splash-hint").region
            assert (hint.height == 1 and hint.bottom <= height) is not cramped, height
            assert screen.query_one("#splash-cramped-hint").display is cramped, height


# -- a narrow screen ----------------------------------------------------------------------------------
@pytest.mark.parametrize("kind", ["title", "won", "exhausted", "wumpus_dropped"])
async def test_a_narrow_screen_shows_the_middle_of_every_line_blank_lines_too(kind):
    full = load_animation(kind).frames[-1].split("\n")
    app = Host(kind, animation=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert shown_lines(app.screen) == [line.rstrip() for line in full]
        for width in (70, 61):
            await pilot.resize_terminal(width, 24)
            await pilot.pause()
            cut = (76 - width) // 2
            assert shown_lines(app.screen) == [line[cut:cut + width].rstrip() for line in full], width


# -- the first frame ----------------------------------------------------------------------------------
async def test_an_animation_of_two_frames_plays_from_its_first(tmp_path, monkeypatch):
    write_kind(tmp_path, "won", ["first frame", "second frame"], "delay = 2.0\n")
    use_assets(monkeypatch, tmp_path)
    app = Host("won")  # animated unless told otherwise
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        screen = app.screen
        assert screen.animating and shown_lines(screen) == ["first frame"]
        screen._advance()
        assert shown_lines(screen) == ["second frame"]
        screen._advance()
        assert not screen.animating and shown_lines(screen) == ["second frame"]


async def test_a_single_frame_is_shown_still(tmp_path, monkeypatch):
    write_kind(tmp_path, "won", ["the only frame"], "delay = 2.0\n")
    use_assets(monkeypatch, tmp_path)
    app = Host("won")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert not app.screen.animating and shown_lines(app.screen) == ["the only frame"]


# -- keys and clicks ----------------------------------------------------------------------------------
async def test_keys_typed_in_one_burst_close_the_screen_once():
    app = Host("won", animation=False, answers=("n", "r"))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await type_ahead(pilot, "x", "n", "r", "y")
        await pilot.pause()
        assert app.results == [None]
        assert not isinstance(app.screen, SplashScreen) and app.screen.query_one("#behind", Static)


@pytest.mark.parametrize(("key", "answer"), [("n", "n"), ("r", "r"), ("q", None), ("space", None)])
async def test_the_end_screen_answers_with_the_key_it_offers(key, answer):
    app = Host("pit", animation=False, answers=("n", "r"))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.press(key)
        await pilot.pause()
        assert app.results == [answer]


async def test_keys_and_clicks_as_the_screen_comes_up_do_nothing_and_later_ones_close_it():
    app = Host("pit", animation=False, answers=("n", "r"), hold=60.0)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.press("n", "space")
        await pilot.click(offset=(3, 3))
        await pilot.pause()
        assert isinstance(app.screen, SplashScreen) and app.results == []
        app.screen.hold = 0.0  # the pause over
        await pilot.click(offset=(3, 3))
        await pilot.pause()
        assert app.results == [None] and not isinstance(app.screen, SplashScreen)
