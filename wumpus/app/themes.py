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
