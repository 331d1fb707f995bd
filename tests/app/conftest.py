"""The app's tests answer a question the moment it is up: the pause in which a question that comes
up unasked takes no key (a key pressed sooner was meant for the game) is tested on its own."""

import pytest


@pytest.fixture(autouse=True)
def _questions_answer_at_once(monkeypatch):
    monkeypatch.setattr("wumpus.app.save_dialogs.FIRST_LOOK", 0.0)
