"""Qt-free replay of a judged phase: the animation plan the board plays (see :mod:`.plan`)."""
