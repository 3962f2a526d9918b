"""Practice against bots, Qt-free: the opening baselines and the scorecard.

A player practises one power against six bots. After Fall 1901 and Fall 1902 the scorecard puts
the player's centres next to what their opening usually gives against the same bots (measured by
simulation, :mod:`.baseline`, shipped as ``assets/openings/baselines.json``) and lists which of
their orders worked and which failed, from the engine's events and typed reasons
(:mod:`.scorecard`). The window (``ui/solo/``) only shows what these modules compute.
"""
