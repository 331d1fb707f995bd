"""Play in a web browser: the full-screen app served by textual-serve."""
