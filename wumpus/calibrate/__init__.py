"""``wumpus calibrate``: the notes' odds held against where the hazards really were."""
