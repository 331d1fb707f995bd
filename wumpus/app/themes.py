"""A colour theme for colour-blind players, in the theme picker beside Textual's own.

The Okabe-Ito colours stay distinct under the common colour-vision
deficiencies (red-blind, green-blind and blue-blind sight): the wumpus is
vermillion, pits are yellow, bats are sky blue, a safe way on is bluish green.
"""

from __future__ import annotations

from textual.theme import Theme

#: the eight Okabe-Ito colours
BLACK = "#000000"
ORANGE = "#E69F00"
SKY_BLUE = "#56B4E9"
BLUISH_GREEN = "#009E73"
YELLOW = "#F0E442"
BLUE = "#0072B2"
VERMILLION = "#D55E00"
REDDISH_PURPLE = "#CC79A7"

OKABE_ITO = Theme(
    name="okabe-ito",
    primary=BLUE,
    secondary=REDDISH_PURPLE,
    accent=ORANGE,
    warning=YELLOW,
    error=VERMILLION,
    success=BLUISH_GREEN,
    foreground="#E8E8E8",
    background="#101010",
    surface="#1A1A1A",
    panel="#242424",
    dark=True,
    variables={
        "text-primary": SKY_BLUE,
        "text-warning": YELLOW,
        "text-error": VERMILLION,
        "text-success": BLUISH_GREEN,
        "text-accent": ORANGE,
        "text-secondary": REDDISH_PURPLE,
    },
)

THEMES = (OKABE_ITO,)


def register_themes(app) -> None:
    """The game's own themes, beside Textual's, for ``app`` to offer."""
    for theme in THEMES:
        app.register_theme(theme)


def wear_kept_theme(app) -> str | None:
    """``app`` in the theme the player chose last (Ctrl+P, Theme), if it has it; that theme's name (None
    when none was kept)."""
    name = kept_theme()
    if name in app.available_themes:
        app.theme = name
    return name


def theme_path():
    """Where the theme last chosen (Ctrl+P, Theme) is kept for the next games."""
    from wumpus.storage import data_dir

    return data_dir() / "theme"


def kept_theme() -> str | None:
    """The theme last chosen, if one was kept and can be read."""
    from wumpus.storage.reading import read_file

    try:
        name = read_file(theme_path(), 256).decode("utf-8").strip()
    except (OSError, UnicodeDecodeError):
        return None
    return name or None


def keep_theme(name: str) -> None:
    """Remember the theme chosen for the next games (best effort: a read-only disk keeps the default)."""
    from wumpus.storage.atomic import write_text_atomically

    try:
        theme_path().parent.mkdir(parents=True, exist_ok=True)
        write_text_atomically(theme_path(), name + "\n")
    except OSError:
        pass
