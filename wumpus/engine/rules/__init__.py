"""The registry of rulesets.

Every module in this package that defines a ``RULESET`` is a ruleset (``base``
and ``host_dice`` hold what they share); adding a ruleset means adding one
module here.
"""

from __future__ import annotations

import importlib
import pkgutil

from .base import Ruleset

DEFAULT = "classic"
_ORDER = ("classic", "spec", "teaching", "tournament", "gentle", "fiend", "wump3")


def _discover() -> dict[str, Ruleset]:
    found: dict[str, Ruleset] = {}
    for info in pkgutil.iter_modules(__path__):
        module = importlib.import_module(f"{__name__}.{info.name}")
        ruleset = getattr(module, "RULESET", None)
        if isinstance(ruleset, Ruleset):
            found[ruleset.name] = ruleset
    ordered = {name: found[name] for name in _ORDER if name in found}
    ordered.update(sorted((n, r) for n, r in found.items() if n not in ordered))
    return ordered


RULESETS: dict[str, Ruleset] = _discover()


def get_ruleset(name: str) -> Ruleset:
    """A ruleset by name; ``NAME+host-dice`` is NAME dealt with the host's dice."""
    key = name.strip().lower()
    found = RULESETS.get(key)
    if found is not None:
        return found
    plain, plus, option = key.partition("+")
    if plus and plain in RULESETS:
        from .host_dice import SUFFIX, with_host_dice

        if option == SUFFIX:
            return with_host_dice(RULESETS[plain])
        raise KeyError(f"unknown option {option!r} in ruleset {name!r} (known: {SUFFIX})")
    known = ", ".join(RULESETS)
    raise KeyError(f"unknown ruleset {name!r} (known: {known})")


__all__ = ["RULESETS", "DEFAULT", "Ruleset", "get_ruleset"]
