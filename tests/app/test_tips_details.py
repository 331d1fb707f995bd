"""First-game tips in detail: which event brings which tip, in which words, once each."""

from __future__ import annotations

from wumpus.app.tips import OFF, Tips
from wumpus.engine import events as ev

WARNING = ("Tip: a warning means a hazard is one tunnel away: [W] the wumpus, [P] a pit, [B] bats. "
           "The map underlines the rooms where you felt one.")
SHOOT = ("Tip: the wumpus is one tunnel away. Press s, type the number of each room the arrow flies "
         "through, each with Enter, then Enter again to fire.")
BATS = "Tip: super bats carried you off. Where you land is chance; the map lights your new room."


def test_the_smell_of_the_wumpus_brings_the_warnings_tip_and_the_shooting_tip_once():
    tips = Tips(True)
    assert tips.for_event(ev.Percept(ev.WUMPUS)) == [WARNING, SHOOT]
    assert tips.for_event(ev.Percept(ev.WUMPUS)) == []
    assert tips.for_event(ev.BatSnatch(2, 7)) == [BATS]
    assert tips.for_event(ev.BatSnatch(7, 9)) == []
    assert tips.given == {"warning", "shoot", "bats"}
    assert Tips(True).moments(ev.Percept(ev.WUMPUS)) == ["warning", "shoot"]


def test_a_draft_brings_the_warnings_tip_only_and_other_events_none():
    tips = Tips(True)
    assert tips.for_event(ev.Entered(3)) == []
    assert tips.for_event(ev.Percept(ev.PIT)) == [WARNING]
    assert tips.for_event(ev.Percept(ev.BATS)) == []
    assert tips.for_event(ev.Percept(ev.WUMPUS)) == [SHOOT]


def test_no_tip_to_shoot_without_an_arrow_to_shoot_and_none_at_all_when_tips_are_off():
    tips = Tips(True)
    assert tips.for_event(ev.Percept(ev.WUMPUS), can_shoot=False) == [WARNING]
    assert tips.for_event(ev.Percept(ev.WUMPUS), can_shoot=True) == [SHOOT]
    assert Tips(False).for_event(ev.Percept(ev.WUMPUS)) == []
    assert Tips(False).for_event(ev.BatSnatch(2, 7)) == []
    assert OFF == "Tips are off (ctrl+t turns them on again)."


def test_a_wumpus_smelled_from_further_off_is_told_by_how_far():
    tips = Tips(True)
    assert tips.for_event(ev.Percept(ev.WUMPUS), reach=2) == [
        "Tip: a warning means a hazard is near: [W] the wumpus, within 2 tunnels; [P] a pit or "
        "[B] bats, one tunnel away. The map underlines the rooms where you felt one.",
        "Tip: the wumpus is within 2 tunnels. Press s, type the number of each room the arrow flies "
        "through, each with Enter, then Enter again to fire.",
    ]
    assert tips.for_event(ev.BatSnatch(2, 7), reach=2) == [BATS]
