"""Tournaments: a bot plays many seeded games on several caves; the results tabulated."""

from .runner import CAUSES, DEATHS, GameResult, play_one, run_tournament, summarize

__all__ = ["CAUSES", "DEATHS", "GameResult", "play_one", "run_tournament", "summarize"]
