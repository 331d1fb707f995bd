"""Where the game's assets (ASCII art, splash frames, cave files) live."""

from __future__ import annotations

from functools import cache
from pathlib import Path


@cache
def assets_dir() -> Path:
    """The assets folder: inside an installed wheel, or at the top of a checkout."""
    packaged = Path(__file__).parent / "_assets"
    if packaged.is_dir():
        return packaged
    return Path(__file__).resolve().parent.parent / "assets"


def asset_path(*parts: str) -> Path:
    return assets_dir().joinpath(*parts)


def read_asset(*parts: str) -> str:
    return asset_path(*parts).read_text(encoding="utf-8")
