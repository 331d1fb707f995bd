"""How fast the engine plays: whole games per second with a uniformly random player."""
