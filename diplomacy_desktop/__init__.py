__version__ = "0.2.0"
"""The version of the game: the one source of truth (pyproject.toml reads it, ``--version`` prints it)."""
