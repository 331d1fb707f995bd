"""The app's tests answer a question the moment it is up, and play a key the moment the game is on
screen: the pauses in which a question that comes up unasked takes no key, and a game or a room the
player did not choose takes no key that walks or shoots (a key pressed sooner was meant for what was
there before), are tested on their own, with :func:`reaction`."""

import pytest


@pytest.fixture(autouse=True)
def _questions_answer_at_once(monkeypatch):
    monkeypatch.setattr("wumpus.app.save_dialogs.FIRST_LOOK", 0.0)
    monkeypatch.setattr("wumpus.app.main.KEY_REACTION", 0.0)


@pytest.fixture
def reaction(monkeypatch):
    """The player's reaction time, as the game allows for it (seconds)."""
    seconds = 0.5
    monkeypatch.setattr("wumpus.app.main.KEY_REACTION", seconds)
    return seconds
